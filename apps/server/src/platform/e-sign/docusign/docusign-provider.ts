import type crypto from 'node:crypto';
import type docusign from 'docusign-esign';
import type {
  EnvelopeRequest,
  EnvelopeSignerInput,
  ProviderEnvelopeState,
  SigningProvider,
} from '../signing-provider.js';
import { DocuSignAccessToken } from './docusign-access-token.js';
import { envelopeDefinition, envelopeState, UnknownDocuSignStatus } from './docusign-envelope.js';
import { DocuSignError, toDocuSignError } from './docusign-error.js';

export const DEFAULT_DOCUSIGN_TIMEOUT_MS = 30_000;

export interface DocuSignOptions {
  integrationKey: string;
  userId: string;
  accountId: string;
  privateKey: crypto.KeyObject;
  /** https://account-d.docusign.com (developer) or https://account.docusign.com. */
  oauthBaseUrl: string;
  /** The account's REST base, https://demo.docusign.net/restapi. */
  restBaseUrl: string;
  timeoutMs?: number;
  /** The clock, for the token's expiry (tests). */
  now?: () => number;
}

/**
 * Envelopes at DocuSign, signed in DocuSign's embedded signing ceremony: the portal asks for a
 * signer's link (recipient view) when they choose to sign, and DocuSign sends them back to the
 * portal's return URL with `?event=`. Authenticated by the JWT grant as the configured user.
 */
export class DocuSignProvider implements SigningProvider {
  readonly name = 'docusign' as const;
  private readonly token: DocuSignAccessToken;
  private readonly timeoutMs: number;
  private envelopesApi: Promise<{ client: docusign.ApiClient; envelopes: docusign.EnvelopesApi }> | null = null;

  constructor(private readonly options: DocuSignOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_DOCUSIGN_TIMEOUT_MS;
    this.token = new DocuSignAccessToken({
      integrationKey: options.integrationKey,
      userId: options.userId,
      privateKey: options.privateKey,
      oauthBaseUrl: options.oauthBaseUrl,
      timeoutMs: this.timeoutMs,
      ...(options.now ? { now: options.now } : {}),
    });
  }

  async createEnvelope(request: EnvelopeRequest): Promise<{ providerEnvelopeId: string }> {
    const summary = await this.call('creating the envelope', (api) =>
      api.createEnvelope(this.options.accountId, { envelopeDefinition: envelopeDefinition(request) }),
    );
    if (!summary?.envelopeId) throw new DocuSignError('UNEXPECTED_ANSWER', 'the new envelope has no envelopeId');
    return { providerEnvelopeId: summary.envelopeId };
  }

  async signingUrl(args: {
    providerEnvelopeId: string;
    signer: EnvelopeSignerInput;
    returnUrl: string;
  }): Promise<string> {
    const view = await this.call('opening the signing page', (api) =>
      api.createRecipientView(this.options.accountId, args.providerEnvelopeId, {
        recipientViewRequest: {
          returnUrl: args.returnUrl,
          // The portal has signed the person in already; DocuSign asks nothing more.
          authenticationMethod: 'none',
          clientUserId: String(args.signer.id),
          recipientId: String(args.signer.id),
          userName: args.signer.name,
          email: args.signer.email,
        },
      }),
    );
    if (!view?.url) throw new DocuSignError('UNEXPECTED_ANSWER', 'the recipient view has no url');
    return view.url;
  }

  async envelopeStatus(providerEnvelopeId: string): Promise<ProviderEnvelopeState> {
    const envelope = await this.call('reading the envelope', (api) =>
      api.getEnvelope(this.options.accountId, providerEnvelopeId, { include: 'recipients' }),
    );
    try {
      return envelopeState(envelope ?? {});
    } catch (error) {
      if (error instanceof UnknownDocuSignStatus) throw new DocuSignError('UNEXPECTED_ANSWER', error.message);
      throw error;
    }
  }

  /** PUT /v2.1/accounts/{accountId}/envelopes/{envelopeId} `{status: 'voided', voidedReason}`: DocuSign refuses it from then on. */
  async voidEnvelope(providerEnvelopeId: string, reason: string): Promise<void> {
    await this.call('voiding the envelope', (api) =>
      api.update(this.options.accountId, providerEnvelopeId, {
        envelope: { status: 'voided', voidedReason: reason },
      }),
    );
  }

  /**
   * One REST call with a valid token, its failure turned into a DocuSignError. A token DocuSign
   * refuses before its time (revoked, the key rotated) is dropped and the call made once more.
   */
  private async call<T>(doing: string, send: (api: docusign.EnvelopesApi) => Promise<T>): Promise<T> {
    const { client, envelopes } = await this.api();
    for (let attempt = 1; ; attempt++) {
      const token = await this.token.get();
      client.addDefaultHeader('Authorization', `Bearer ${token}`);
      try {
        return await send(envelopes);
      } catch (caught) {
        const error = toDocuSignError(caught, doing);
        if (error.status !== 401 || attempt > 1) throw error;
        this.token.forget(token);
      }
    }
  }

  /** The SDK loads some 500 model files; only a portal that uses DocuSign pays for that, once. */
  private api(): Promise<{ client: docusign.ApiClient; envelopes: docusign.EnvelopesApi }> {
    this.envelopesApi ??= import('docusign-esign').then(({ default: sdk }) => {
      const client = new sdk.ApiClient({ basePath: this.options.restBaseUrl.replace(/\/+$/, '') });
      client.timeout = this.timeoutMs;
      return { client, envelopes: new sdk.EnvelopesApi(client) };
    });
    return this.envelopesApi;
  }
}
