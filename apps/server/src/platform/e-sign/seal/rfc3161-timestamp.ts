import { createHash, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { TimestampRequester } from './cades-signer.js';
import {
  algorithm,
  bytesOf,
  children,
  DIGEST_NAMES,
  fromDer,
  integer,
  OID,
  octets,
  oidOf,
  sequence,
  timeOf,
  toDer,
  type Asn1,
} from './cms-structure.js';
import { checkSignature, readSignedData } from './signed-data-check.js';

/** The timestamp authority did not give a usable token; the seal is not made without it. */
export class TimestampError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimestampError';
  }
}

const TIMEOUT_MS = 10_000;

/**
 * Asks an RFC 3161 timestamp authority (SIGNING_TSA_URL) over HTTP for a token over the signature
 * value, with a nonce and the TSA's certificate requested, and checks that the token answers this
 * request before it is embedded.
 */
export function rfc3161Timestamper(
  url: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): TimestampRequester {
  const send = options.fetch ?? fetch;
  return async (signatureValue) => {
    const imprint = createHash('sha256').update(signatureValue).digest();
    const nonce = Buffer.concat([Buffer.from([0x01]), randomBytes(7)]);
    const request = sequence([
      integer(1),
      sequence([algorithm(OID.sha256), octets(imprint)]),
      forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.INTEGER, false, nonce.toString('binary')),
      forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.BOOLEAN, false, '\xff'),
    ]);
    let body: Buffer;
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
        body: toDer(request),
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
      if (!response.ok) throw new TimestampError(`The timestamp authority answered HTTP ${response.status}`);
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof TimestampError) throw error;
      throw new TimestampError(`The timestamp authority cannot be reached: ${(error as Error).message}`);
    }

    let token: Asn1 | undefined;
    try {
      const [status, tokenNode] = children(fromDer(body));
      const granted = bytesOf(children(status)[0]).readUIntBE(0, 1);
      // 0 granted, 1 granted with modifications; anything else is a refusal.
      if (granted > 1) throw new TimestampError(`The timestamp authority refused the request (status ${granted})`);
      token = tokenNode;
    } catch (error) {
      if (error instanceof TimestampError) throw error;
      throw new TimestampError(`The timestamp authority's answer cannot be read: ${(error as Error).message}`);
    }
    if (!token) throw new TimestampError('The timestamp authority answered without a token');
    const checked = checkTimestampToken(token, signatureValue);
    if (checked.problem) throw new TimestampError(checked.problem);
    const tstNonce = readTstInfo(token)?.nonce;
    if (!tstNonce?.equals(nonce)) throw new TimestampError('The timestamp token does not answer this request (nonce)');
    return toDer(token);
  };
}

/**
 * Checks a signature-timestamp token against the signature value it stamps: the TSA's signature
 * over its TSTInfo, and the TSTInfo's message imprint against the value. Answers genTime.
 */
export function checkTimestampToken(
  token: Asn1,
  signatureValue: Buffer,
): { time: Date | null; problem: string | null } {
  let tstInfo: ReturnType<typeof readTstInfo>;
  try {
    tstInfo = readTstInfo(token);
  } catch (error) {
    return { time: null, problem: `The timestamp cannot be read: ${(error as Error).message}` };
  }
  if (!tstInfo) return { time: null, problem: 'The timestamp token holds no TSTInfo' };
  const digestName = DIGEST_NAMES[tstInfo.imprintAlgorithm];
  if (!digestName) return { time: tstInfo.genTime, problem: 'The timestamp uses an unsupported digest' };
  if (!tstInfo.imprint.equals(createHash(digestName).update(signatureValue).digest()))
    return { time: tstInfo.genTime, problem: 'The timestamp is not over this signature' };
  const { problem } = checkSignature(tstInfo.signed, tstInfo.content);
  if (problem)
    return { time: tstInfo.genTime, problem: `The timestamp authority's signature does not hold (${problem})` };
  return { time: tstInfo.genTime, problem: null };
}

/** TSTInfo { version, policy, messageImprint, serialNumber, genTime, accuracy?, ordering?, nonce? } */
function readTstInfo(token: Asn1) {
  const signed = readSignedData(token);
  if (signed.contentType !== OID.tstInfo || !signed.content) return null;
  const fields = children(fromDer(signed.content));
  const [imprintAlgorithm, imprint] = children(fields[2]);
  const nonce = fields
    .slice(5)
    .find((node) => node.tagClass === forge.asn1.Class.UNIVERSAL && node.type === forge.asn1.Type.INTEGER);
  return {
    signed,
    content: signed.content,
    imprintAlgorithm: oidOf(children(imprintAlgorithm)[0]) ?? 'none',
    imprint: bytesOf(imprint),
    genTime: timeOf(fields[4]),
    nonce: nonce ? bytesOf(nonce) : null,
  };
}
