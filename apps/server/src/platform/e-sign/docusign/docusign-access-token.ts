import crypto from 'node:crypto';
import { DocuSignError, toDocuSignError } from './docusign-error.js';

/** What DocuSign lets a JWT-granted token do: send envelopes, as the configured user. */
export const DOCUSIGN_SCOPES = 'signature impersonation';
/** How long the assertion itself is valid; DocuSign allows up to an hour. */
const ASSERTION_LIFETIME_S = 3600;
/** A token is renewed this long before DocuSign's expiry, so none expires mid-request. */
const RENEW_BEFORE_MS = 5 * 60_000;

export interface DocuSignJwtGrant {
  integrationKey: string;
  userId: string;
  privateKey: crypto.KeyObject;
  /** The OAuth server's URL, https://account-d.docusign.com; the assertion's audience is its host. */
  oauthBaseUrl: string;
  timeoutMs: number;
  now?: () => number;
}

const base64url = (value: Buffer | string): string => Buffer.from(value).toString('base64url');

/** The JWT assertion DocuSign's JWT grant asks for, signed RS256 with the app's private key. */
export function jwtAssertion(grant: DocuSignJwtGrant, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: grant.integrationKey,
      sub: grant.userId,
      aud: new URL(grant.oauthBaseUrl).host,
      iat,
      exp: iat + ASSERTION_LIFETIME_S,
      scope: DOCUSIGN_SCOPES,
    }),
  );
  const signature = crypto.sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), grant.privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

/**
 * Access tokens from DocuSign's JWT grant, one at a time, kept until shortly before they expire.
 * The token request is made here rather than with the SDK's requestJWTUserToken, which always
 * calls https://<host> with neither a timeout of ours nor a way to point it at a test's fake.
 */
export class DocuSignAccessToken {
  private current: { token: string; renewAt: number } | null = null;
  private pending: Promise<string> | null = null;
  private readonly now: () => number;

  constructor(private readonly grant: DocuSignJwtGrant) {
    this.now = grant.now ?? Date.now;
  }

  async get(): Promise<string> {
    if (this.current && this.now() < this.current.renewAt) return this.current.token;
    // Calls arriving while a token is being fetched share that request.
    this.pending ??= this.request().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Drops `token` when it is still the one kept, so the next get() asks for a new one. */
  forget(token: string): void {
    if (this.current?.token === token) this.current = null;
  }

  private async request(): Promise<string> {
    const requestedAt = this.now();
    let response: Response;
    try {
      response = await fetch(new URL('/oauth/token', this.grant.oauthBaseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Cache-Control': 'no-store' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion: jwtAssertion(this.grant, requestedAt),
        }),
        signal: AbortSignal.timeout(this.grant.timeoutMs),
      });
    } catch (error) {
      throw toDocuSignError(error, 'the token request');
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = toDocuSignError({ response: { status: response.status, data: body } }, 'the token request');
      // The one failure an operator fixes by hand: the user never allowed the app to act for them.
      if (error.code === 'consent_required')
        throw new DocuSignError(
          error.code,
          'the DocuSign user has not given the app consent (README: DocuSign)',
          error.status,
        );
      throw error;
    }
    const answer = (body ?? {}) as { access_token?: unknown; expires_in?: unknown };
    if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number')
      throw new DocuSignError(
        'UNEXPECTED_ANSWER',
        'the token answer has no access_token or expires_in',
        response.status,
      );
    this.current = {
      token: answer.access_token,
      renewAt: requestedAt + Math.max(0, answer.expires_in * 1000 - RENEW_BEFORE_MS),
    };
    return answer.access_token;
  }
}
