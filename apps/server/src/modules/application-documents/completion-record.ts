/**
 * What a "Certificate of completion" page states (issue #21 item 3, Sealing): the envelope, the
 * SHA-256 of the document as it was sent for signing (without this page), each signer's outcome
 * and the envelope's events in order, each with its time, person and IP address.
 */
export interface CompletionRecord {
  envelopeReference: string;
  /** Hex digest of the document's bytes before the certificate was added. */
  documentSha256: string;
  signers: Array<{ name: string; email: string; signedAt: Date | null; ipAddress: string | null; status: string }>;
  events: Array<{ at: Date; who: string; what: string; ipAddress: string | null }>;
}
