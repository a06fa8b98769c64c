import { createHash } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import {
  algorithm,
  attribute,
  children,
  derSorted,
  fromDer,
  integer,
  OID,
  octets,
  oid,
  sequence,
  set,
  tagged,
  toDer,
  type Asn1,
} from './cms-structure.js';
import type { OpenedP12 } from './signing-certificate.js';

/** Asks a timestamp authority for a token over the signature value; answers the token's DER. */
export type TimestampRequester = (signatureValue: Buffer) => Promise<Buffer>;

/**
 * Writes the CMS of a PAdES baseline signature (ETSI EN 319 142-1, SubFilter ETSI.CAdES.detached):
 * detached SignedData over the PDF's byte ranges with content-type, message-digest and
 * signing-certificate-v2 signed, and no signing-time (PAdES takes the time from the signature
 * dictionary's /M, or from the timestamp token when there is one, added unsigned).
 * @signpdf/signer-p12 writes the older adbe.pkcs7.detached form (signing-time, no
 * signing-certificate-v2, no way to add a timestamp), which PAdES validators reject as such.
 */
export class CadesSigner extends Signer {
  constructor(
    private readonly key: OpenedP12,
    private readonly timestamp?: TimestampRequester,
  ) {
    super();
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    const { certificate, privateKey, chain } = this.key;
    const certificateAsn1 = forge.pki.certificateToAsn1(certificate);
    const issuerAndSerial = issuerAndSerialOf(certificateAsn1);

    const signedAttributes = derSorted([
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.messageDigest, octets(sha256(signedBytes))),
      // SigningCertificateV2 { certs: [ESSCertIDv2 { certHash, issuerSerial }] }; the hash
      // algorithm is left out because SHA-256 is its default.
      attribute(
        OID.signingCertificateV2,
        sequence([
          sequence([
            sequence([
              octets(sha256(toDer(certificateAsn1))),
              sequence([sequence([tagged(4, [issuerAndSerial.issuer])]), issuerAndSerial.serial]),
            ]),
          ]),
        ]),
      ),
    ]);

    // The signature is over the attributes encoded as a SET (RFC 5652 §5.4), not as [0].
    const md = forge.md.sha256.create();
    md.update(toDer(set(signedAttributes)).toString('binary'));
    const signature = Buffer.from(privateKey.sign(md), 'binary');

    const signerInfo = [
      integer(1),
      sequence([issuerAndSerial.issuer, issuerAndSerial.serial]),
      algorithm(OID.sha256),
      tagged(0, signedAttributes),
      algorithm(OID.rsaEncryption),
      octets(signature),
    ];
    if (this.timestamp) {
      const token = fromDer(await this.timestamp(signature));
      signerInfo.push(tagged(1, [attribute(OID.signatureTimeStampToken, token)]));
    }

    const signedData = sequence([
      integer(1),
      set([algorithm(OID.sha256)]),
      sequence([oid(OID.data)]),
      tagged(0, [certificateAsn1, ...chain.map((cert) => forge.pki.certificateToAsn1(cert))]),
      set([sequence(signerInfo)]),
    ]);
    return toDer(sequence([oid(OID.signedData), tagged(0, [signedData])]));
  }
}

function sha256(bytes: Buffer): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** The issuer Name and serial INTEGER as the certificate encodes them. */
function issuerAndSerialOf(certificateAsn1: Asn1): { issuer: Asn1; serial: Asn1 } {
  const tbs = children(children(certificateAsn1)[0]);
  // tbsCertificate starts with [0] version when the certificate is v2 or v3.
  const offset = tbs[0]?.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const serial = tbs[offset];
  const issuer = tbs[offset + 2];
  if (!serial || !issuer) throw new Error('The signing certificate has no issuer or serial number');
  return { issuer, serial };
}
