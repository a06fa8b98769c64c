import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the DocuSign calls the adapter makes, answering as DocuSign does:
 * - POST /oauth/token (JWT grant): checks the assertion's RS256 signature with the app's public key
 *   and its iss, sub, aud (this server's host), scope and expiry; answers an access token.
 * - under /restapi/v2.1/accounts/{accountId}/: POST envelopes, POST envelopes/{id}/views/recipient,
 *   GET envelopes/{id}?include=recipients, PUT envelopes/{id} `{status: 'voided', voidedReason}`
 *   (refused once the envelope is finished, as DocuSign does); each wants a token this fake issued and not expired by
 *   `revokeTokens()`, and answers DocuSign's `{errorCode, message}` on a fault.
 * Envelopes start 'sent' with every signer 'sent'; a test moves them with `setStatus`.
 */
export interface FakeDocuSignOptions {
  publicKey: crypto.KeyObject;
  integrationKey: string;
  userId: string;
  accountId: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

export interface JwtClaims {
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  exp: number;
  scope: string;
}

interface StoredSigner {
  recipientId: string;
  clientUserId: string;
  name: string;
  email: string;
  status: string;
  sentDateTime?: string;
  deliveredDateTime?: string;
  signedDateTime?: string;
  declinedDateTime?: string;
}

interface StoredEnvelope {
  envelopeId: string;
  status: string;
  voidedReason?: string;
  definition: Record<string, unknown>;
  signers: StoredSigner[];
}

export interface FakeDocuSign {
  /** DOCUSIGN_OAUTH_BASE_PATH for the adapter. */
  oauthBaseUrl: string;
  /** DOCUSIGN_BASE_PATH for the adapter. */
  restBaseUrl: string;
  /** Every REST request (not the token requests), in order. */
  requests: RecordedRequest[];
  /** The claims of every accepted assertion, in order: one per token issued. */
  grants: JwtClaims[];
  envelopes: Map<string, StoredEnvelope>;
  /** Answer the next token requests with `consent_required`, as DocuSign does before consent. */
  consentRequired: boolean;
  /** Lifetime of the tokens issued, in seconds. */
  expiresIn: number;
  /** Refuse every token issued so far, as after their expiry. */
  revokeTokens(): void;
  setStatus(envelopeId: string, status: string, signers?: Record<string, Partial<StoredSigner>>): void;
  close(): Promise<void>;
}

const base64urlJson = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

export async function startFakeDocuSign(options: FakeDocuSignOptions): Promise<FakeDocuSign> {
  const validTokens = new Set<string>();
  let issued = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.method === 'POST' && url.pathname === '/oauth/token') return token(new URLSearchParams(raw), send);
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      fake.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        authorization: req.headers.authorization,
        body,
      });
      rest(req.method ?? '', url, req.headers.authorization, body, send);
    });
  });

  function token(form: URLSearchParams, send: (status: number, body: unknown) => void) {
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return send(400, { error: 'unsupported_grant_type' });
    const [header = '', payload = '', signature = ''] = (form.get('assertion') ?? '').split('.');
    const verified = crypto.verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${payload}`),
      options.publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!verified || (base64urlJson(header) as { alg?: string }).alg !== 'RS256')
      return send(400, { error: 'invalid_grant', error_description: 'no_valid_keys_or_signatures' });
    const claims = base64urlJson(payload) as JwtClaims;
    const now = Math.floor(Date.now() / 1000);
    const scopes = claims.scope.split(' ');
    if (
      claims.iss !== options.integrationKey ||
      claims.sub !== options.userId ||
      claims.aud !== address() ||
      !scopes.includes('signature') ||
      !scopes.includes('impersonation') ||
      claims.exp <= now ||
      claims.exp - claims.iat > 3600
    )
      return send(400, { error: 'invalid_grant', error_description: 'claims' });
    if (fake.consentRequired) return send(400, { error: 'consent_required' });
    fake.grants.push(claims);
    const accessToken = `fake-token-${++issued}`;
    validTokens.add(accessToken);
    send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: fake.expiresIn });
  }

  function rest(
    method: string,
    url: URL,
    authorization: string | undefined,
    body: unknown,
    send: (status: number, body: unknown) => void,
  ) {
    if (!validTokens.has((authorization ?? '').replace(/^Bearer /, '')))
      return send(401, {
        errorCode: 'AUTHORIZATION_INVALID_TOKEN',
        message: 'The access token provided is expired, revoked or malformed.',
      });
    const route = /^\/restapi\/v2\.1\/accounts\/([^/]+)\/envelopes(?:\/([^/]+))?(\/views\/recipient)?$/.exec(
      url.pathname,
    );
    if (!route) return send(404, { errorCode: 'INVALID_REQUEST_PARAMETER', message: 'The URL is not known.' });
    const [, accountId, envelopeId, view] = route;
    if (accountId !== options.accountId)
      return send(400, {
        errorCode: 'USER_LACKS_MEMBERSHIP',
        message: 'The UserID does not have a valid membership in this Account.',
      });

    if (method === 'POST' && !envelopeId) {
      const definition = body as { recipients?: { signers?: StoredSigner[] } };
      const id = crypto.randomUUID();
      const sentDateTime = new Date().toISOString();
      fake.envelopes.set(id, {
        envelopeId: id,
        status: 'sent',
        definition: definition as Record<string, unknown>,
        signers: (definition.recipients?.signers ?? []).map((s) => ({
          recipientId: s.recipientId,
          clientUserId: s.clientUserId,
          name: s.name,
          email: s.email,
          status: 'sent',
          sentDateTime,
        })),
      });
      return send(201, { envelopeId: id, status: 'sent', statusDateTime: sentDateTime, uri: `/envelopes/${id}` });
    }
    const envelope = envelopeId ? fake.envelopes.get(envelopeId) : undefined;
    if (!envelope)
      return send(400, {
        errorCode: 'ENVELOPE_DOES_NOT_EXIST',
        message: 'The envelope specified either does not exist or you have no rights to it.',
      });
    if (method === 'POST' && view) {
      const request = body as { clientUserId?: string; userName?: string; email?: string };
      const signer = envelope.signers.find(
        (s) => s.clientUserId === request.clientUserId && s.name === request.userName && s.email === request.email,
      );
      if (!signer)
        return send(400, {
          errorCode: 'UNKNOWN_ENVELOPE_RECIPIENT',
          message: 'The recipient you have identified is not a valid recipient of the specified envelope.',
        });
      return send(201, { url: `https://demo.docusign.net/Signing/MTRedeem/v1/${crypto.randomUUID()}?slt=fake` });
    }
    if (method === 'PUT' && !view) {
      const update = body as { status?: string; voidedReason?: string };
      if (update.status !== 'voided' || !update.voidedReason)
        return send(400, {
          errorCode: 'INVALID_REQUEST_BODY',
          message: 'The request body is missing or improperly formatted.',
        });
      if (!['sent', 'delivered', 'created'].includes(envelope.status))
        return send(400, {
          errorCode: 'ENVELOPE_CANNOT_VOID_INVALID_STATE',
          message: 'Only envelopes in the Sent or Delivered states may be voided.',
        });
      envelope.status = 'voided';
      envelope.voidedReason = update.voidedReason;
      return send(200, { envelopeId: envelope.envelopeId });
    }
    if (method === 'GET') {
      return send(200, {
        envelopeId: envelope.envelopeId,
        status: envelope.status,
        ...(envelope.voidedReason ? { voidedReason: envelope.voidedReason } : {}),
        ...(url.searchParams.get('include')?.split(',').includes('recipients')
          ? { recipients: { signers: envelope.signers, recipientCount: String(envelope.signers.length) } }
          : {}),
      });
    }
    send(405, { errorCode: 'INVALID_REQUEST_PARAMETER', message: 'Method not allowed.' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = () => `127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeDocuSign = {
    oauthBaseUrl: `http://${address()}`,
    restBaseUrl: `http://${address()}/restapi`,
    requests: [],
    grants: [],
    envelopes: new Map(),
    consentRequired: false,
    expiresIn: 3600,
    revokeTokens: () => validTokens.clear(),
    setStatus(envelopeId, status, signers = {}) {
      const envelope = fake.envelopes.get(envelopeId);
      if (!envelope) throw new Error(`no envelope ${envelopeId}`);
      envelope.status = status;
      for (const signer of envelope.signers) Object.assign(signer, signers[signer.clientUserId] ?? {});
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}
