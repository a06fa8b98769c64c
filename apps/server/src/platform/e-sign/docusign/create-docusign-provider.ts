import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Env } from '../../../config/env.js';
import { DocuSignProvider } from './docusign-provider.js';

export type DocuSignSettings = Pick<
  Env,
  | 'DOCUSIGN_INTEGRATION_KEY'
  | 'DOCUSIGN_USER_ID'
  | 'DOCUSIGN_ACCOUNT_ID'
  | 'DOCUSIGN_PRIVATE_KEY'
  | 'DOCUSIGN_PRIVATE_KEY_PATH'
  | 'DOCUSIGN_OAUTH_BASE_PATH'
  | 'DOCUSIGN_BASE_PATH'
>;

export class DocuSignKeyError extends Error {}

/** `account-d.docusign.com` as DocuSign writes it, or a full URL (a fake's http://127.0.0.1:port). */
export function oauthBaseUrl(value: string): string {
  return (/^https?:\/\//i.test(value) ? value : `https://${value}`).replace(/\/+$/, '');
}

/**
 * The app's private key from DOCUSIGN_PRIVATE_KEY (`\n` written as two characters allowed, as env
 * files often hold it) or the file at DOCUSIGN_PRIVATE_KEY_PATH. Read at start, so a missing or
 * unreadable key stops the server instead of failing the first envelope.
 */
export function loadDocuSignKey(
  settings: Pick<DocuSignSettings, 'DOCUSIGN_PRIVATE_KEY' | 'DOCUSIGN_PRIVATE_KEY_PATH'>,
) {
  let pem: string;
  if (settings.DOCUSIGN_PRIVATE_KEY) pem = settings.DOCUSIGN_PRIVATE_KEY.replace(/\\n/g, '\n');
  else if (settings.DOCUSIGN_PRIVATE_KEY_PATH) {
    try {
      pem = fs.readFileSync(settings.DOCUSIGN_PRIVATE_KEY_PATH, 'utf8');
    } catch (error) {
      throw new DocuSignKeyError(`DOCUSIGN_PRIVATE_KEY_PATH: cannot read ${settings.DOCUSIGN_PRIVATE_KEY_PATH}`, {
        cause: error,
      });
    }
  } else throw new DocuSignKeyError('DOCUSIGN_PRIVATE_KEY or DOCUSIGN_PRIVATE_KEY_PATH must be set');
  let key: crypto.KeyObject;
  try {
    key = crypto.createPrivateKey(pem);
  } catch {
    // Not the cause: its message may quote the key.
    throw new DocuSignKeyError('the DocuSign private key is not a PEM private key');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new DocuSignKeyError('the DocuSign private key must be an RSA key');
  return key;
}

/** The DocuSign provider when DocuSign is configured (the env schema has checked all are set), else null. */
export function createDocuSignProvider(settings: DocuSignSettings): DocuSignProvider | null {
  const {
    DOCUSIGN_INTEGRATION_KEY: integrationKey,
    DOCUSIGN_USER_ID: userId,
    DOCUSIGN_ACCOUNT_ID: accountId,
    DOCUSIGN_OAUTH_BASE_PATH: oauthBase,
    DOCUSIGN_BASE_PATH: restBaseUrl,
  } = settings;
  if (!integrationKey || !userId || !accountId || !oauthBase || !restBaseUrl) return null;
  return new DocuSignProvider({
    integrationKey,
    userId,
    accountId,
    privateKey: loadDocuSignKey(settings),
    oauthBaseUrl: oauthBaseUrl(oauthBase),
    restBaseUrl,
  });
}
