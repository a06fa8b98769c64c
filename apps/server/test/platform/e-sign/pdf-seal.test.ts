import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../src/config/env.js';
import { sealPdf, verifyPdfSeal } from '../../../src/platform/e-sign/seal/pdf-seal.js';
import { rfc3161Timestamper, TimestampError } from '../../../src/platform/e-sign/seal/rfc3161-timestamp.js';
import {
  loadSigningCertificate,
  makeSelfSignedP12,
  SigningCertificateError,
  type SigningCertificate,
} from '../../../src/platform/e-sign/seal/signing-certificate.js';
import { pdfPages } from '../../helpers/pdf-text.js';
import { startLocalTsa } from './local-tsa.js';

/** A two-page document drawn the way the portal draws its documents. */
async function applicationForm(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', compress: true, info: { Title: 'Application form' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.font('Helvetica-Bold').fontSize(20).text('Application form');
  doc.font('Helvetica').fontSize(11).text('Account: Jane Citizen, individual');
  doc.addPage().text('Consents accepted by Jane Citizen');
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

const SEAL_INFO = {
  reason: 'Signed by every required signer',
  name: 'Harbour Wealth',
  location: 'Sydney, Australia',
  signingTime: new Date('2025-03-04T05:06:07Z'),
};

function recordingLog() {
  const warnings: string[] = [];
  return { warnings, log: { warn: (message: string) => void warnings.push(message) } };
}

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function demoCertificate(dataDir: string, log = recordingLog().log): SigningCertificate {
  const result = loadSigningCertificate({
    env: loadEnv({}),
    dataDir,
    applicationName: 'Harbour Wealth',
    log,
  });
  if (!result.available) throw new Error(result.reason);
  return result.certificate;
}

describe('sealing a PDF', () => {
  let form: Buffer;
  let certificate: SigningCertificate;
  let sealed: Buffer;
  beforeAll(async () => {
    form = await applicationForm();
    certificate = demoCertificate(tempDir());
    sealed = await sealPdf(form, certificate, SEAL_INFO);
  });

  it('verifies over the whole file, naming the demo seal and the time it states', () => {
    expect(verifyPdfSeal(sealed)).toEqual({
      valid: true,
      coversWholeFile: true,
      signerCommonName: 'Harbour Wealth document seal (demo)',
      signedAt: new Date('2025-03-04T05:06:07Z'),
      problem: null,
    });
  });

  it('is a PAdES signature appended to the document, which keeps its pages and text', async () => {
    expect(sealed.subarray(0, form.length).equals(form)).toBe(true);
    expect(sealed.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(await pdfPages(sealed)).toEqual([
      'Application form Account: Jane Citizen, individual',
      'Consents accepted by Jane Citizen',
    ]);
  });

  it('fails once one byte of the signed document changes', () => {
    const tampered = Buffer.from(sealed);
    // The title in the info dictionary ("Application form" becomes "application form").
    const at = tampered.indexOf('(Application form)') + 1;
    tampered[at] = 'a'.charCodeAt(0);
    const result = verifyPdfSeal(tampered);
    expect(result.valid).toBe(false);
    expect(result.problem).toBe('The document was changed after it was sealed');
  });

  it('reports content added after the seal as not covering the whole file', () => {
    const appended = Buffer.concat([sealed, Buffer.from('\n% added later\n')]);
    expect(verifyPdfSeal(appended)).toMatchObject({ valid: true, coversWholeFile: false });
  });

  it('fails when the signature bytes themselves change', () => {
    const tampered = Buffer.from(sealed);
    const contents = tampered.lastIndexOf('/Contents <') + '/Contents <'.length;
    // A byte well inside the RSA signature value near the end of the CMS.
    const hex = tampered.toString('latin1', contents, tampered.indexOf('>', contents)).replace(/(00)+$/, '');
    const at = contents + hex.length - 40;
    tampered[at] = tampered[at] === 0x30 ? 0x31 : 0x30;
    expect(verifyPdfSeal(tampered)).toMatchObject({ valid: false });
  });

  it('reports a PDF without a seal as such', () => {
    expect(verifyPdfSeal(form)).toEqual({
      valid: false,
      coversWholeFile: false,
      signerCommonName: null,
      signedAt: null,
      problem: 'The file has no digital signature',
    });
  });
});

describe('the signing key', () => {
  it('is made once in demo mode, kept in the data dir for the owner only, and reused', () => {
    const dataDir = tempDir();
    const first = recordingLog();
    const made = demoCertificate(dataDir, first.log);
    const file = path.join(dataDir, 'signing', 'seal.p12');
    expect(made).toMatchObject({ commonName: 'Harbour Wealth document seal (demo)', selfSigned: true });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.warnings).toEqual([
      `Signed documents are sealed with a self-signed demo key (${file}, "Harbour Wealth document seal (demo)"); PDF readers will not trust it. Set SIGNING_P12_PATH for a real one.`,
    ]);

    const again = demoCertificate(dataDir);
    expect(again.p12.equals(made.p12)).toBe(true);
    expect(again.p12.equals(fs.readFileSync(file))).toBe(true);
  });

  it('is unavailable outside demo mode when none is configured, saying why', () => {
    const dataDir = tempDir();
    const { warnings, log } = recordingLog();
    const result = loadSigningCertificate({
      env: loadEnv({ PORTAL_DEMO: '0' }),
      dataDir,
      applicationName: 'Harbour Wealth',
      log,
    });
    expect(result).toEqual({
      available: false,
      reason: 'SIGNING_P12_PATH is not set: signed documents cannot be sealed without a signing key',
    });
    expect(fs.existsSync(path.join(dataDir, 'signing'))).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('is the configured PKCS#12 file when one is set, and seals with it', async () => {
    const dataDir = tempDir();
    const p12Path = path.join(dataDir, 'company-seal.p12');
    fs.writeFileSync(p12Path, makeSelfSignedP12('Harbour Wealth Pty Ltd', 'correct horse'));
    const { warnings, log } = recordingLog();
    const result = loadSigningCertificate({
      env: loadEnv({ PORTAL_DEMO: '0', SIGNING_P12_PATH: p12Path, SIGNING_P12_PASSPHRASE: 'correct horse' }),
      dataDir,
      applicationName: 'Harbour Wealth',
      log,
    });
    expect(result).toMatchObject({
      available: true,
      certificate: { commonName: 'Harbour Wealth Pty Ltd', passphrase: 'correct horse', selfSigned: true },
    });
    expect(warnings).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, 'signing'))).toBe(false);
    if (!result.available) return;
    const sealed = await sealPdf(await applicationForm(), result.certificate, SEAL_INFO);
    expect(verifyPdfSeal(sealed)).toMatchObject({ valid: true, signerCommonName: 'Harbour Wealth Pty Ltd' });
  });

  it('refuses a configured file with the wrong passphrase, saying so', () => {
    const dataDir = tempDir();
    const p12Path = path.join(dataDir, 'company-seal.p12');
    fs.writeFileSync(p12Path, makeSelfSignedP12('Harbour Wealth Pty Ltd', 'correct horse'));
    const load = () =>
      loadSigningCertificate({
        env: loadEnv({ SIGNING_P12_PATH: p12Path, SIGNING_P12_PASSPHRASE: 'battery staple' }),
        dataDir,
        applicationName: 'Harbour Wealth',
        log: recordingLog().log,
      });
    expect(load).toThrow(SigningCertificateError);
    expect(load).toThrow(`The passphrase (SIGNING_P12_PASSPHRASE) does not open SIGNING_P12_PATH=${p12Path}`);
  });

  it('refuses a configured file that is missing or not a PKCS#12 file', () => {
    const dataDir = tempDir();
    const notP12 = path.join(dataDir, 'seal.pem');
    fs.writeFileSync(notP12, '-----BEGIN CERTIFICATE-----\n');
    const load = (file: string) => () =>
      loadSigningCertificate({
        env: loadEnv({ SIGNING_P12_PATH: file }),
        dataDir,
        applicationName: 'Harbour Wealth',
        log: recordingLog().log,
      });
    expect(load(path.join(dataDir, 'missing.p12'))).toThrow(/^SIGNING_P12_PATH=.*missing\.p12 cannot be read/);
    expect(load(notP12)).toThrow(`SIGNING_P12_PATH=${notP12} is not a PKCS#12 file`);
  });
});

describe('a trusted timestamp', () => {
  const genTime = new Date('2025-03-04T05:06:09Z');

  it('is asked of the timestamp authority and embedded, and the seal then states its time', async () => {
    const tsa = await startLocalTsa({ genTime });
    try {
      const sealed = await sealPdf(await applicationForm(), demoCertificate(tempDir()), SEAL_INFO, {
        timestamp: rfc3161Timestamper(tsa.url),
      });
      expect(tsa.requests).toEqual(['application/timestamp-query']);
      expect(verifyPdfSeal(sealed)).toEqual({
        valid: true,
        coversWholeFile: true,
        signerCommonName: 'Harbour Wealth document seal (demo)',
        signedAt: genTime,
        problem: null,
      });
    } finally {
      await tsa.close();
    }
  });

  it('stops the seal when the authority refuses or stamps something else', async () => {
    const certificate = demoCertificate(tempDir());
    const form = await applicationForm();
    for (const [answer, message] of [
      ['refuse', 'The timestamp authority refused the request (status 2)'],
      ['other-imprint', 'The timestamp is not over this signature'],
    ] as const) {
      const tsa = await startLocalTsa({ genTime, answer });
      try {
        const sealing = sealPdf(form, certificate, SEAL_INFO, { timestamp: rfc3161Timestamper(tsa.url) });
        await expect(sealing).rejects.toThrow(TimestampError);
        await expect(sealing).rejects.toThrow(message);
      } finally {
        await tsa.close();
      }
    }
  });

  it('says so when the authority cannot be reached', async () => {
    const tsa = await startLocalTsa({ genTime });
    await tsa.close();
    await expect(
      sealPdf(await applicationForm(), demoCertificate(tempDir()), SEAL_INFO, {
        timestamp: rfc3161Timestamper(tsa.url),
      }),
    ).rejects.toThrow(/^The timestamp authority cannot be reached/);
  });

  it('is read from the environment as a URL', () => {
    expect(loadEnv({ SIGNING_TSA_URL: 'http://timestamp.example.com/tsa' }).SIGNING_TSA_URL).toBe(
      'http://timestamp.example.com/tsa',
    );
    expect(() => loadEnv({ SIGNING_TSA_URL: 'timestamp.example.com' })).toThrow(/SIGNING_TSA_URL/);
  });
});
