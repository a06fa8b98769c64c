import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/** The key that seals signed documents: a PKCS#12 file and what opens it. */
export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
  commonName: string;
  selfSigned: boolean;
}

export type SigningCertificateResult =
  { available: true; certificate: SigningCertificate } | { available: false; reason: string };

export interface SigningCertificateSettings {
  SIGNING_P12_PATH?: string | undefined;
  SIGNING_P12_PASSPHRASE?: string | undefined;
  PORTAL_DEMO: boolean;
}

/** A configured key that cannot be used: the server should not start with it. */
export class SigningCertificateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SigningCertificateError';
  }
}

/**
 * The demo key's file is protected by its mode (0600) and by being a demo key, not by this
 * passphrase; a fixed one lets an operator open it (`openssl pkcs12 -in seal.p12 -passin pass:demo-seal`).
 */
export const DEMO_SEAL_PASSPHRASE = 'demo-seal';

/** The demo key, relative to DATA_DIR. */
export const DEMO_SEAL_FILE = path.join('signing', 'seal.p12');

const TEN_YEARS_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;

/**
 * The key that seals documents: SIGNING_P12_PATH opened with SIGNING_P12_PASSPHRASE when set
 * (a broken one throws, so the server stops at start rather than at the first signature); else,
 * in demo mode, a self-signed key made on first start and kept in DATA_DIR/signing/seal.p12 so
 * sealed files keep one signer across restarts. Outside demo mode with no key, sealing is
 * unavailable and the answer says why; the caller decides what that means for signing.
 */
export function loadSigningCertificate(args: {
  env: SigningCertificateSettings;
  dataDir: string;
  applicationName: string;
  log: { warn(message: string): void };
  now?: Date;
}): SigningCertificateResult {
  const { env, dataDir, applicationName, log } = args;
  const now = args.now ?? new Date();
  if (env.SIGNING_P12_PATH) {
    let p12: Buffer;
    try {
      p12 = fs.readFileSync(env.SIGNING_P12_PATH);
    } catch (error) {
      throw new SigningCertificateError(
        `SIGNING_P12_PATH=${env.SIGNING_P12_PATH} cannot be read: ${(error as Error).message}`,
      );
    }
    const passphrase = env.SIGNING_P12_PASSPHRASE ?? '';
    const opened = openP12(p12, passphrase, `SIGNING_P12_PATH=${env.SIGNING_P12_PATH}`);
    if (opened.certificate.validity.notAfter < now)
      throw new SigningCertificateError(
        `The certificate in SIGNING_P12_PATH=${env.SIGNING_P12_PATH} expired on ${opened.certificate.validity.notAfter.toISOString()}`,
      );
    return {
      available: true,
      certificate: { p12, passphrase, commonName: opened.commonName, selfSigned: opened.selfSigned },
    };
  }
  if (!env.PORTAL_DEMO)
    return {
      available: false,
      reason: 'SIGNING_P12_PATH is not set: signed documents cannot be sealed without a signing key',
    };

  const certificate = demoCertificate(path.join(dataDir, DEMO_SEAL_FILE), applicationName, now);
  log.warn(
    `Signed documents are sealed with a self-signed demo key (${path.join(dataDir, DEMO_SEAL_FILE)}, "${certificate.commonName}"); PDF readers will not trust it. Set SIGNING_P12_PATH for a real one.`,
  );
  return { available: true, certificate };
}

/** The stored demo key, or a new one when there is none or it has expired. */
function demoCertificate(file: string, applicationName: string, now: Date): SigningCertificate {
  let p12: Buffer | null = null;
  try {
    p12 = fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (p12) {
    const opened = openP12(p12, DEMO_SEAL_PASSPHRASE, file);
    if (opened.certificate.validity.notAfter > now)
      return { p12, passphrase: DEMO_SEAL_PASSPHRASE, commonName: opened.commonName, selfSigned: true };
    fs.rmSync(file, { force: true });
  }
  const made = makeSelfSignedP12(`${applicationName} document seal (demo)`, DEMO_SEAL_PASSPHRASE, now);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside and linked into place, so two processes starting together keep one key.
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, made, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return demoCertificate(file, applicationName, now);
  } finally {
    fs.rmSync(aside, { force: true });
  }
  return {
    p12: made,
    passphrase: DEMO_SEAL_PASSPHRASE,
    commonName: commonNameOf(made, DEMO_SEAL_PASSPHRASE),
    selfSigned: true,
  };
}

function commonNameOf(p12: Buffer, passphrase: string): string {
  return openP12(p12, passphrase, 'the demo key').commonName;
}

export interface OpenedP12 {
  privateKey: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  /** The other certificates of the file (its chain), without the signer's. */
  chain: forge.pki.Certificate[];
  commonName: string;
  selfSigned: boolean;
}

/** PKCS#12 bag types (RFC 7292). */
const BAG = {
  key: '1.2.840.113549.1.12.10.1.1',
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  certificate: '1.2.840.113549.1.12.10.1.3',
};

/** Opens a PKCS#12 file and finds its private key and the certificate that goes with it. */
export function openP12(p12: Buffer, passphrase: string, what: string): OpenedP12 {
  let parsed: forge.pkcs12.Pkcs12Pfx;
  try {
    parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  } catch (error) {
    const message = (error as Error).message;
    // forge reports a wrong passphrase as a MAC mismatch (or, without a MAC, as bad padding).
    if (/mac|password|decrypt|padding/i.test(message))
      throw new SigningCertificateError(`The passphrase (SIGNING_P12_PASSPHRASE) does not open ${what}`);
    throw new SigningCertificateError(`${what} is not a PKCS#12 file: ${message}`);
  }
  const bags = (bagType: string) => parsed.getBags({ bagType })[bagType] ?? [];
  const keyBags = [...bags(BAG.shroudedKey), ...bags(BAG.key)];
  const privateKey = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!privateKey || !('n' in privateKey)) throw new SigningCertificateError(`${what} holds no RSA private key`);
  const certificates = bags(BAG.certificate)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
  const certificate = certificates.find((cert) => {
    const key = cert.publicKey as forge.pki.rsa.PublicKey;
    return key.n?.equals(privateKey.n) && key.e?.equals(privateKey.e);
  });
  if (!certificate) throw new SigningCertificateError(`${what} holds no certificate for its private key`);
  const commonName = certificate.subject.getField('CN')?.value;
  return {
    privateKey,
    certificate,
    chain: certificates.filter((cert) => cert !== certificate),
    commonName:
      typeof commonName === 'string' ? commonName : certificate.subject.attributes.map((a) => a.value).join(', '),
    selfSigned: certificate.isIssuer(certificate),
  };
}

/**
 * A self-signed RSA 2048 / SHA-256 certificate for signing documents, valid ten years, with
 * its key, as a PKCS#12 file. The key pair comes from node:crypto (forge's own takes seconds).
 */
export function makeSelfSignedP12(commonName: string, passphrase: string, now = new Date()): Buffer {
  const { privateKey: pem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  // A positive serial: the first byte's top bit clear.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime() + TEN_YEARS_MS);
  const name = [{ shortName: 'CN', value: commonName }];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], passphrase, {
    algorithm: '3des',
    friendlyName: commonName,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
