import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { CadesSigner, type TimestampRequester } from './cades-signer.js';
import { fromDer, OID } from './cms-structure.js';
import { checkTimestampToken } from './rfc3161-timestamp.js';
import {
  attributeValue,
  checkSignature,
  readSignedData,
  type SignatureProblem,
  type SignedDataRead,
} from './signed-data-check.js';
import { openP12, type SigningCertificate } from './signing-certificate.js';

export interface SealInfo {
  /** Why the file is sealed: 'Signed by every required signer'. */
  reason: string;
  /** Who seals it: the portal's name. */
  name: string;
  location: string;
  contactInfo?: string;
  /** The time the seal states (/M); now when not given. */
  signingTime?: Date;
}

export interface SealOptions {
  /** Adds an RFC 3161 timestamp over the signature (CAdES-T level). */
  timestamp?: TimestampRequester;
}

/** Room for the CMS: the certificate chain, the signature and a timestamp token with its own chain. */
const SIGNATURE_ROOM_BYTES = 16_384;

/**
 * Seals a PDF with a PAdES signature over the whole file (an incremental update with an invisible
 * signature field), so any later change to the file shows in a PDF reader and in verifyPdfSeal.
 * Works on classic cross-reference tables, as pdfkit writes them.
 */
export async function sealPdf(
  pdf: Buffer,
  cert: SigningCertificate,
  info: SealInfo,
  options: SealOptions = {},
): Promise<Buffer> {
  const key = openP12(cert.p12, cert.passphrase, 'the signing key');
  const signingTime = info.signingTime ?? new Date();
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: info.reason,
    name: info.name,
    location: info.location,
    contactInfo: info.contactInfo ?? '',
    signingTime,
    signatureLength: SIGNATURE_ROOM_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
  });
  return new SignPdf().sign(withPlaceholder, new CadesSigner(key, options.timestamp), signingTime);
}

export interface SealVerification {
  /** The signature matches the bytes it covers and was made with its certificate's key. */
  valid: boolean;
  /** The signed ranges are the whole file but the signature itself: nothing was added after sealing. */
  coversWholeFile: boolean;
  signerCommonName: string | null;
  /** The timestamp token's time when there is one, else the signing-time attribute, else /M. */
  signedAt: Date | null;
  /** Why the seal is not valid (null when it is). */
  problem: string | null;
}

/**
 * Checks the last signature of a PDF: the message digest against the signed byte ranges, and the
 * signed attributes against the signer certificate's public key. It does not judge whether the
 * certificate is trusted (a demo key is self-signed); a PDF reader does that against its own list.
 */
export function verifyPdfSeal(pdf: Buffer): SealVerification {
  const result: SealVerification = {
    valid: false,
    coversWholeFile: false,
    signerCommonName: null,
    signedAt: null,
    problem: null,
  };
  const fail = (problem: string): SealVerification => ({ ...result, valid: false, problem });

  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].at(-1);
  if (!ranges) return fail('The file has no digital signature');
  const [start1, length1, start2, length2] = ranges.slice(1, 5).map(Number) as [number, number, number, number];
  if (start1 + length1 > start2 || start2 + length2 > pdf.length)
    return fail('The signature’s byte ranges do not fit the file');
  const hole = text.slice(start1 + length1, start2);
  const contents = /^<([0-9a-fA-F]*)>$/.exec(hole);
  if (!contents?.[1]) return fail('The signature’s contents are not where its byte ranges leave room for them');
  result.coversWholeFile = start1 === 0 && start2 + length2 === pdf.length;
  result.signedAt = dictionaryTime(text, ranges.index);
  const signedBytes = Buffer.concat([pdf.subarray(start1, start1 + length1), pdf.subarray(start2, start2 + length2)]);

  let signed: SignedDataRead;
  try {
    signed = readSignedData(fromDer(Buffer.from(contents[1], 'hex')));
  } catch (error) {
    return fail(`The signature cannot be read: ${(error as Error).message}`);
  }
  const { certificate, signingTime, problem } = checkSignature(signed, signedBytes);
  const cn = certificate?.subject.getField('CN')?.value;
  result.signerCommonName = typeof cn === 'string' ? cn : null;
  result.signedAt = signingTime ?? result.signedAt;
  if (problem) return fail(PROBLEMS[problem]);

  const token = attributeValue(signed.signerInfo.unsignedAttributes, OID.signatureTimeStampToken);
  if (token) {
    const stamped = checkTimestampToken(token, signed.signerInfo.signature);
    if (stamped.problem) return fail(stamped.problem);
    result.signedAt = stamped.time;
  }
  return { ...result, valid: true, problem: null };
}

const PROBLEMS: Record<SignatureProblem, string> = {
  'no-certificate': 'The signature does not include its signer’s certificate',
  'unsupported-digest': 'The signature uses an unsupported digest algorithm',
  'no-message-digest': 'The signature has no message digest',
  'digest-mismatch': 'The document was changed after it was sealed',
  'bad-signature': 'The signature does not match its signer’s certificate',
};

/** /M of the signature dictionary around a /ByteRange: (D:YYYYMMDDHHmmSS with Z or +HH'mm'). */
function dictionaryTime(text: string, byteRangeAt: number): Date | null {
  const objectStart = text.lastIndexOf(' obj', byteRangeAt);
  const objectEnd = text.indexOf('endobj', byteRangeAt);
  const dictionary = text.slice(objectStart, objectEnd === -1 ? undefined : objectEnd);
  const m = /\/M\s*\(D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Z+-])(\d{2})?'?(\d{2})?'?)?\)/.exec(
    dictionary,
  );
  if (!m) return null;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', zone, zh = '00', zm = '00'] = m;
  const utc = Date.UTC(+year!, +month - 1, +day, +hour, +minute, +second);
  const offsetMs = (+zh * 60 + +zm) * 60_000 * (zone === '-' ? -1 : zone === '+' ? 1 : 0);
  return new Date(utc - offsetMs);
}
