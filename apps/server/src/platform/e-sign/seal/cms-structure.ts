import forge from 'node-forge';

/**
 * The pieces of CMS (RFC 5652) that sealing writes and reads, on node-forge's ASN.1: forge's own
 * PKCS#7 writer knows only three signed attributes, and PAdES needs ESS signing-certificate-v2
 * signed and the timestamp token unsigned.
 */

const { asn1 } = forge;
export type Asn1 = forge.asn1.Asn1;

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  /** ESS signing-certificate-v2 (RFC 5035): binds the signer's certificate to the signature. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  /** The RFC 3161 token over the signature value, as an unsigned attribute (CAdES-T). */
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRSA: '1.2.840.113549.1.1.11',
  sha384WithRSA: '1.2.840.113549.1.1.12',
  sha512WithRSA: '1.2.840.113549.1.1.13',
} as const;

/** Digest algorithms a seal may use, by OID, as node:crypto names them. */
export const DIGEST_NAMES: Readonly<Record<string, 'sha256' | 'sha384' | 'sha512'>> = {
  [OID.sha256]: 'sha256',
  [OID.sha384]: 'sha384',
  [OID.sha512]: 'sha512',
};

export function sequence(values: Asn1[]): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, values);
}

export function set(values: Asn1[]): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, values);
}

/** A [n] IMPLICIT constructed element (certificates, signed and unsigned attributes). */
export function tagged(tag: number, values: Asn1[]): Asn1 {
  return asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, values);
}

export function oid(value: string): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
}

export function octets(value: Buffer): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, value.toString('binary'));
}

export function integer(value: number): Asn1 {
  return asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
}

/** AlgorithmIdentifier with NULL parameters, as RSA and the SHA-2 digests are written. */
export function algorithm(id: string): Asn1 {
  return sequence([oid(id), asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '')]);
}

export function attribute(type: string, value: Asn1): Asn1 {
  return sequence([oid(type), set([value])]);
}

export function toDer(node: Asn1): Buffer {
  return Buffer.from(asn1.toDer(node).getBytes(), 'binary');
}

export function fromDer(bytes: Buffer): Asn1 {
  // Contents in a PDF is zero-padded after the DER, so trailing bytes are expected.
  // forge's types only know the older boolean `strict` argument, not its options object.
  const parse = asn1.fromDer as unknown as (
    input: forge.util.ByteStringBuffer,
    options: { parseAllBytes: boolean },
  ) => Asn1;
  return parse(forge.util.createBuffer(bytes.toString('binary')), { parseAllBytes: false });
}

/** DER requires a SET OF in the order of its members' encodings; readers re-encode to check. */
export function derSorted(values: Asn1[]): Asn1[] {
  return values
    .map((value) => ({ value, der: toDer(value) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ value }) => value);
}

/** The children of a constructed node (forge types them loosely). */
export function children(node: Asn1 | null | undefined): Asn1[] {
  return node && Array.isArray(node.value) ? node.value : [];
}

/** The content bytes of a primitive node. */
export function bytesOf(node: Asn1 | undefined): Buffer {
  return node && typeof node.value === 'string' ? Buffer.from(node.value, 'binary') : Buffer.alloc(0);
}

export function isContext(node: Asn1 | undefined, tag: number): boolean {
  return node?.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === tag;
}

export function oidOf(node: Asn1 | undefined): string | null {
  return node?.type === asn1.Type.OID && typeof node.value === 'string' ? asn1.derToOid(node.value) : null;
}

/** UTCTime or GeneralizedTime. */
export function timeOf(node: Asn1 | undefined): Date | null {
  if (!node || typeof node.value !== 'string') return null;
  if (node.type === asn1.Type.UTCTIME) return asn1.utcTimeToDate(node.value);
  if (node.type === asn1.Type.GENERALIZEDTIME) return asn1.generalizedTimeToDate(node.value);
  return null;
}
