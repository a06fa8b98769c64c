/**
 * An e-signature provider (issue #21): the portal's own signing pages (the local provider, used
 * in demo mode and tests and a real option on its own) or DocuSign. The signing module keeps the
 * envelope, its signers and their events in the portal's database whichever provider carries it;
 * a provider only delivers the documents to the signers and reports what they did.
 */

/** A document to sign, as the portal generated it (application form, investment policy statement). */
export interface EnvelopeDocumentInput {
  /** The portal's id of the document within the envelope. */
  id: number;
  /** Shown to the signer: 'Application form.pdf'. */
  name: string;
  pdf: Buffer;
}

/** A person who must sign, with the portal's id for them within the envelope. */
export interface EnvelopeSignerInput {
  id: number;
  name: string;
  email: string;
}

export interface EnvelopeRequest {
  /** The portal's envelope id, kept by the provider as a reference (DocuSign: a custom field). */
  envelopeId: number;
  /** The e-mail subject and the title of the signing page. */
  subject: string;
  documents: readonly EnvelopeDocumentInput[];
  signers: readonly EnvelopeSignerInput[];
}

export type ProviderSignerStatus = 'sent' | 'delivered' | 'completed' | 'declined';
export type ProviderEnvelopeStatus = 'sent' | 'delivered' | 'completed' | 'declined' | 'voided';

export interface ProviderEnvelopeState {
  status: ProviderEnvelopeStatus;
  signers: Array<{ signerId: number; status: ProviderSignerStatus; at: Date | null }>;
}

export interface SigningProvider {
  readonly name: 'local' | 'docusign';
  /** Sends the envelope; answers the provider's id for it. */
  createEnvelope(request: EnvelopeRequest): Promise<{ providerEnvelopeId: string }>;
  /**
   * The link where `signer` signs now, embedded in the portal's flow: the provider sends them back
   * to `returnUrl` with `?event=` (signing_complete, decline, cancel, viewing_complete, ttl_expired,
   * session_timeout).
   */
  signingUrl(args: { providerEnvelopeId: string; signer: EnvelopeSignerInput; returnUrl: string }): Promise<string>;
  /** Where the envelope and each signer stand at the provider. */
  envelopeStatus(providerEnvelopeId: string): Promise<ProviderEnvelopeState>;
  /** Withdraws an envelope still out for signature; the signers can no longer open or sign it there. */
  voidEnvelope(providerEnvelopeId: string, reason: string): Promise<void>;
}
