import type {
  EnvelopeRequest,
  EnvelopeSignerInput,
  ProviderEnvelopeState,
  SigningProvider,
} from '../../platform/e-sign/signing-provider.js';

/**
 * The portal's own signing pages as a provider (issue #21 item 3): the envelope stays in the
 * portal's tables, and a signer signs at `/signing/{token}`, a link of their own that expires.
 * The signing service issues the tokens (it keeps only their hashes) and reads the state.
 */
export class LocalSigningProvider implements SigningProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly options: {
      publicUrl: string;
      /** A fresh link token for this signer of the envelope (replacing any earlier one). */
      issueToken: (signerId: number) => Promise<string>;
      readState: (envelopeId: number) => Promise<ProviderEnvelopeState>;
    },
  ) {}

  createEnvelope(request: EnvelopeRequest): Promise<{ providerEnvelopeId: string }> {
    // Nothing to send anywhere: the portal already holds the envelope under its own id.
    return Promise.resolve({ providerEnvelopeId: String(request.envelopeId) });
  }

  /** The portal's page; it returns to `/sign-result/{id}?event=` by itself, so `returnUrl` is not carried. */
  async signingUrl(args: { providerEnvelopeId: string; signer: EnvelopeSignerInput; returnUrl: string }) {
    return signingPageUrl(this.options.publicUrl, await this.options.issueToken(args.signer.id));
  }

  envelopeStatus(providerEnvelopeId: string): Promise<ProviderEnvelopeState> {
    return this.options.readState(Number(providerEnvelopeId));
  }

  voidEnvelope(): Promise<void> {
    // The envelope's status in the portal's tables is what the links check: nothing else to tell.
    return Promise.resolve();
  }
}

export function signingPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/signing/${token}`;
}
