import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../../src/config/env.js';
import {
  createDocuSignProvider,
  DocuSignKeyError,
  loadDocuSignKey,
  oauthBaseUrl,
} from '../../../src/platform/e-sign/docusign/create-docusign-provider.js';
import { DocuSignProvider } from '../../../src/platform/e-sign/docusign/docusign-provider.js';

const pem = crypto
  .generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs1', format: 'pem' })
  .toString();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'docusign-key-'));
const keyPath = path.join(folder, 'docusign.pem');
fs.writeFileSync(keyPath, pem);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const complete = {
  DOCUSIGN_INTEGRATION_KEY: '5c2b8d4e-1f3a-4b6c-9d8e-7f6a5b4c3d2e',
  DOCUSIGN_USER_ID: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  DOCUSIGN_ACCOUNT_ID: '0d9c8b7a-6f5e-4d3c-2b1a-0f9e8d7c6b5a',
  DOCUSIGN_PRIVATE_KEY_PATH: keyPath,
  DOCUSIGN_OAUTH_BASE_PATH: 'account-d.docusign.com',
  DOCUSIGN_BASE_PATH: 'https://demo.docusign.net/restapi',
};

function problems(source: NodeJS.ProcessEnv): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
  return [];
}

describe('DocuSign settings', () => {
  it('leaves DocuSign off when none is set', () => {
    expect(createDocuSignProvider(loadEnv({}))).toBeNull();
  });

  it('builds the DocuSign provider from a complete set, the key read from its file', () => {
    const provider = createDocuSignProvider(loadEnv(complete));
    expect(provider).toBeInstanceOf(DocuSignProvider);
    expect(provider?.name).toBe('docusign');
  });

  it('names every missing setting when only some are set', () => {
    const found = problems({
      DOCUSIGN_INTEGRATION_KEY: complete.DOCUSIGN_INTEGRATION_KEY,
      DOCUSIGN_BASE_PATH: complete.DOCUSIGN_BASE_PATH,
    });
    const missing =
      'missing: DOCUSIGN_USER_ID, DOCUSIGN_ACCOUNT_ID, DOCUSIGN_OAUTH_BASE_PATH, DOCUSIGN_PRIVATE_KEY_PATH';
    expect(found).toEqual([
      `DOCUSIGN_USER_ID="": DocuSign needs all of its settings; ${missing}`,
      `DOCUSIGN_ACCOUNT_ID="": DocuSign needs all of its settings; ${missing}`,
      `DOCUSIGN_OAUTH_BASE_PATH="": DocuSign needs all of its settings; ${missing}`,
      `DOCUSIGN_PRIVATE_KEY_PATH="": DocuSign needs all of its settings; ${missing}`,
    ]);
  });

  it('counts a key alone as a partial set', () => {
    expect(problems({ DOCUSIGN_PRIVATE_KEY_PATH: keyPath })).toHaveLength(5);
  });

  it('refuses ids that are not GUIDs and a REST base that is not a URL, by name', () => {
    const found = problems({ ...complete, DOCUSIGN_ACCOUNT_ID: '12345', DOCUSIGN_BASE_PATH: 'demo.docusign.net' });
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(
      /^DOCUSIGN_ACCOUNT_ID="12345": must be the API account id of the DocuSign account, a GUID/,
    );
    expect(found[1]).toMatch(/^DOCUSIGN_BASE_PATH="demo.docusign.net"/);
  });

  it('refuses both a key and a key file', () => {
    expect(problems({ ...complete, DOCUSIGN_PRIVATE_KEY: pem })).toEqual([
      'DOCUSIGN_PRIVATE_KEY_PATH="' +
        keyPath +
        '": set either DOCUSIGN_PRIVATE_KEY or DOCUSIGN_PRIVATE_KEY_PATH, not both',
    ]);
  });

  it('never prints a private key given in the environment, even a malformed one', () => {
    const broken = pem.replace('-----BEGIN RSA PRIVATE KEY-----', '-----BEGIN SOMETHING-----');
    const found = problems({ ...complete, DOCUSIGN_PRIVATE_KEY_PATH: undefined, DOCUSIGN_PRIVATE_KEY: broken });
    expect(found).toEqual(['DOCUSIGN_PRIVATE_KEY="(hidden)": must be the PEM text of an RSA private key']);
  });

  it('reads a key given in the environment with its newlines written \\n', () => {
    const key = loadDocuSignKey({
      DOCUSIGN_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      DOCUSIGN_PRIVATE_KEY_PATH: undefined,
    });
    expect(key.asymmetricKeyType).toBe('rsa');
  });

  it('stops at start with the path when the key file cannot be read', () => {
    const missingPath = path.join(folder, 'absent.pem');
    expect(() => createDocuSignProvider(loadEnv({ ...complete, DOCUSIGN_PRIVATE_KEY_PATH: missingPath }))).toThrow(
      new DocuSignKeyError(`DOCUSIGN_PRIVATE_KEY_PATH: cannot read ${missingPath}`),
    );
  });

  it('refuses a key that is not an RSA private key', () => {
    const ecKey = crypto
      .generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(() =>
      loadDocuSignKey({ DOCUSIGN_PRIVATE_KEY: ecKey.toString(), DOCUSIGN_PRIVATE_KEY_PATH: undefined }),
    ).toThrow('the DocuSign private key must be an RSA key');
  });

  it('takes the OAuth server as DocuSign writes it, a bare host, or as a URL', () => {
    expect(oauthBaseUrl('account-d.docusign.com')).toBe('https://account-d.docusign.com');
    expect(oauthBaseUrl('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010');
  });
});
