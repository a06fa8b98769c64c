import { createHash } from 'node:crypto';
import forge from 'node-forge';
import {
  bytesOf,
  children,
  DIGEST_NAMES,
  isContext,
  OID,
  oidOf,
  set,
  timeOf,
  toDer,
  type Asn1,
} from './cms-structure.js';

/** A CMS SignedData as sealing reads it: its first signer, its certificates, what it encapsulates. */
export interface SignedDataRead {
  signerInfo: SignerInfoRead;
  certificates: forge.pki.Certificate[];
  /** eContentType and, unless detached, eContent (a timestamp token carries its TSTInfo here). */
  contentType: string | null;
  content: Buffer | null;
}

export interface SignerInfoRead {
  digestAlgorithm: string;
  signedAttributes: Asn1 | null;
  unsignedAttributes: Asn1 | null;
  signature: Buffer;
  identifies(cert: forge.pki.Certificate): boolean;
}

/** Why a signature does not hold, in words for verifyPdfSeal's answer. */
export type SignatureProblem =
  'no-certificate' | 'unsupported-digest' | 'no-message-digest' | 'digest-mismatch' | 'bad-signature';

/** ContentInfo { signedData, [0] SignedData }. Throws when it is not one. */
export function readSignedData(contentInfo: Asn1): SignedDataRead {
  const [type, explicit] = children(contentInfo);
  if (oidOf(type) !== OID.signedData) throw new Error('not CMS SignedData');
  const fields = children(children(explicit)[0]);
  const [encapsulatedType, encapsulatedContent] = children(fields[2]);
  const certificates = children(fields.find((node) => isContext(node, 0))).map((node) =>
    forge.pki.certificateFromAsn1(node),
  );
  const signerInfos = children(fields.at(-1));
  if (signerInfos.length === 0) throw new Error('no signer');
  return {
    signerInfo: readSignerInfo(children(signerInfos[0])),
    certificates,
    contentType: oidOf(encapsulatedType),
    content: encapsulatedContent ? bytesOf(children(encapsulatedContent)[0]) : null,
  };
}

/** The value of an attribute in a [0] or [1] attribute set. */
export function attributeValue(attributes: Asn1 | null, type: string): Asn1 | undefined {
  return children(children(children(attributes).find((attr) => oidOf(children(attr)[0]) === type))[1])[0];
}

/**
 * Checks a signer over `content`: the message-digest attribute against the content's digest and
 * the RSA signature over the signed attributes against the signer's certificate. Answers the
 * certificate (when found) and the problem, null when the signature holds.
 */
export function checkSignature(
  signed: SignedDataRead,
  content: Buffer,
): { certificate: forge.pki.Certificate | null; signingTime: Date | null; problem: SignatureProblem | null } {
  const { signerInfo } = signed;
  const certificate = signed.certificates.find((cert) => signerInfo.identifies(cert)) ?? null;
  const signingTime = timeOf(attributeValue(signerInfo.signedAttributes, OID.signingTime));
  const answer = (problem: SignatureProblem | null) => ({ certificate, signingTime, problem });
  if (!certificate) return answer('no-certificate');
  const digestName = DIGEST_NAMES[signerInfo.digestAlgorithm];
  if (!digestName) return answer('unsupported-digest');
  const messageDigest = attributeValue(signerInfo.signedAttributes, OID.messageDigest);
  if (!messageDigest) return answer('no-message-digest');
  if (!bytesOf(messageDigest).equals(createHash(digestName).update(content).digest())) return answer('digest-mismatch');
  // The signature is over the attributes encoded as a SET (RFC 5652 §5.4), not as [0].
  const md = forge.md[digestName].create();
  md.update(toDer(set(children(signerInfo.signedAttributes))).toString('binary'));
  try {
    const verified = (certificate.publicKey as forge.pki.rsa.PublicKey).verify(
      md.digest().getBytes(),
      signerInfo.signature.toString('binary'),
    );
    return answer(verified ? null : 'bad-signature');
  } catch {
    // forge throws on a signature of the wrong length or padding, which is a bad signature too.
    return answer('bad-signature');
  }
}

function readSignerInfo(fields: Asn1[]): SignerInfoRead {
  const [, sid, digestAlgorithm, ...rest] = fields;
  const afterAttributes = rest.filter((node) => !isContext(node, 0) && !isContext(node, 1));
  return {
    digestAlgorithm: oidOf(children(digestAlgorithm)[0]) ?? 'none',
    signedAttributes: rest.find((node) => isContext(node, 0)) ?? null,
    unsignedAttributes: rest.find((node) => isContext(node, 1)) ?? null,
    signature: bytesOf(afterAttributes[1]),
    identifies(cert) {
      // A signer named by subject key identifier ([0]) or by IssuerAndSerialNumber.
      if (isContext(sid, 0)) {
        const ski = cert.getExtension('subjectKeyIdentifier') as { subjectKeyIdentifier?: string } | null;
        return ski?.subjectKeyIdentifier === bytesOf(sid).toString('hex');
      }
      const [issuer, serial] = children(sid);
      const tbs = children(children(forge.pki.certificateToAsn1(cert))[0]);
      const offset = isContext(tbs[0], 0) ? 1 : 0;
      const [certSerial, certIssuer] = [tbs[offset], tbs[offset + 2]];
      if (!issuer || !serial || !certSerial || !certIssuer) return false;
      return toDer(serial).equals(toDer(certSerial)) && toDer(issuer).equals(toDer(certIssuer));
    },
  };
}
