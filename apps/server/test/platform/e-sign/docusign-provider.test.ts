import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DocuSignError } from '../../../src/platform/e-sign/docusign/docusign-error.js';
import { DocuSignProvider } from '../../../src/platform/e-sign/docusign/docusign-provider.js';
import type { EnvelopeRequest } from '../../../src/platform/e-sign/signing-provider.js';
import { startFakeDocuSign, type FakeDocuSign } from './fake-docusign.js';

const INTEGRATION_KEY = '5c2b8d4e-1f3a-4b6c-9d8e-7f6a5b4c3d2e';
const USER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const ACCOUNT_ID = '0d9c8b7a-6f5e-4d3c-2b1a-0f9e8d7c6b5a';

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

const applicationPdf = Buffer.from('%PDF-1.7 application form ... Signature 1: ... Signature 2:');
const ipsPdf = Buffer.from('%PDF-1.7 investment policy statement ... Signature 1: ... Signature 2:');

const jointRequest: EnvelopeRequest = {
  envelopeId: 41,
  subject: 'Please sign your application',
  documents: [
    { id: 1, name: 'Application form.pdf', pdf: applicationPdf },
    { id: 2, name: 'Investment policy statement.pdf', pdf: ipsPdf },
  ],
  signers: [
    { id: 7, name: 'Alex Bennett', email: 'alex@example.com' },
    { id: 8, name: 'Sam Bennett', email: 'sam@example.com' },
  ],
};

let fake: FakeDocuSign;
let clock: number;

function provider(overrides: Partial<ConstructorParameters<typeof DocuSignProvider>[0]> = {}) {
  return new DocuSignProvider({
    integrationKey: INTEGRATION_KEY,
    userId: USER_ID,
    accountId: ACCOUNT_ID,
    privateKey,
    oauthBaseUrl: fake.oauthBaseUrl,
    restBaseUrl: fake.restBaseUrl,
    now: () => clock,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<DocuSignError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocuSignError);
  return error as DocuSignError;
}

beforeAll(async () => {
  fake = await startFakeDocuSign({
    publicKey,
    integrationKey: INTEGRATION_KEY,
    userId: USER_ID,
    accountId: ACCOUNT_ID,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  clock = Date.now();
  fake.requests.length = 0;
  fake.grants.length = 0;
  fake.consentRequired = false;
  fake.expiresIn = 3600;
});
afterEach(() => fake.revokeTokens());

describe('the DocuSign adapter against a local fake of DocuSign', () => {
  it('creates the envelope: the PDFs, one embedded signer per person with their own anchor, our envelope id, sent', async () => {
    const { providerEnvelopeId } = await provider().createEnvelope(jointRequest);

    expect(fake.envelopes.has(providerEnvelopeId)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe(`/restapi/v2.1/accounts/${ACCOUNT_ID}/envelopes`);
    expect(sent.authorization).toMatch(/^Bearer fake-token-\d+$/);
    expect(sent.body).toMatchObject({
      emailSubject: 'Please sign your application',
      status: 'sent',
      documents: [
        {
          documentId: '1',
          name: 'Application form.pdf',
          fileExtension: 'pdf',
          documentBase64: applicationPdf.toString('base64'),
        },
        {
          documentId: '2',
          name: 'Investment policy statement.pdf',
          fileExtension: 'pdf',
          documentBase64: ipsPdf.toString('base64'),
        },
      ],
      recipients: {
        signers: [
          {
            recipientId: '7',
            clientUserId: '7',
            name: 'Alex Bennett',
            email: 'alex@example.com',
            tabs: { signHereTabs: [{ anchorString: 'Signature 1:', anchorIgnoreIfNotPresent: 'false' }] },
          },
          {
            recipientId: '8',
            clientUserId: '8',
            name: 'Sam Bennett',
            email: 'sam@example.com',
            tabs: { signHereTabs: [{ anchorString: 'Signature 2:', anchorIgnoreIfNotPresent: 'false' }] },
          },
        ],
      },
      customFields: { textCustomFields: [{ name: 'portalEnvelopeId', value: '41', show: 'false' }] },
    });
  });

  it('gives a single signer the anchor "Signature:"', async () => {
    await provider().createEnvelope({ ...jointRequest, signers: [jointRequest.signers[0]!] });
    const body = fake.requests[0]!.body as { recipients: { signers: Array<{ tabs: unknown }> } };
    expect(body.recipients.signers).toHaveLength(1);
    expect(body.recipients.signers[0]!.tabs).toMatchObject({ signHereTabs: [{ anchorString: 'Signature:' }] });
  });

  it('signs in with a JWT assertion for the configured app and user, to this OAuth server, for signature and impersonation', async () => {
    await provider().createEnvelope(jointRequest);
    expect(fake.grants).toHaveLength(1);
    const claims = fake.grants[0]!;
    expect(claims).toMatchObject({
      iss: INTEGRATION_KEY,
      sub: USER_ID,
      aud: new URL(fake.oauthBaseUrl).host,
      scope: 'signature impersonation',
    });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('asks for the embedded signing link of one signer, returning to the portal without further authentication', async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    const url = await adapter.signingUrl({
      providerEnvelopeId,
      signer: jointRequest.signers[1]!,
      returnUrl: 'https://portal.example.com/sign-result/41',
    });

    expect(url).toMatch(/^https:\/\/demo\.docusign\.net\/Signing\/MTRedeem\/v1\//);
    const view = fake.requests[1]!;
    expect(view.path).toBe(`/restapi/v2.1/accounts/${ACCOUNT_ID}/envelopes/${providerEnvelopeId}/views/recipient`);
    expect(view.body).toEqual({
      returnUrl: 'https://portal.example.com/sign-result/41',
      authenticationMethod: 'none',
      clientUserId: '8',
      recipientId: '8',
      userName: 'Sam Bennett',
      email: 'sam@example.com',
    });
  });

  it('reads a new envelope as sent to every signer', async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    const state = await adapter.envelopeStatus(providerEnvelopeId);

    expect(fake.requests[1]!.query.get('include')).toBe('recipients');
    expect(state.status).toBe('sent');
    expect(state.signers.map((s) => [s.signerId, s.status])).toEqual([
      [7, 'sent'],
      [8, 'sent'],
    ]);
    expect(state.signers[0]!.at).toBeInstanceOf(Date);
  });

  it("maps DocuSign's statuses: one signed and one viewing is delivered, with the signing time", async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    fake.setStatus(providerEnvelopeId, 'delivered', {
      '7': {
        status: 'signed',
        deliveredDateTime: '2025-03-04T01:00:00.0000000Z',
        signedDateTime: '2025-03-04T01:02:03.0000000Z',
      },
      '8': { status: 'delivered', deliveredDateTime: '2025-03-04T02:00:00.0000000Z' },
    });

    expect(await adapter.envelopeStatus(providerEnvelopeId)).toEqual({
      status: 'delivered',
      signers: [
        { signerId: 7, status: 'completed', at: new Date('2025-03-04T01:02:03Z') },
        { signerId: 8, status: 'delivered', at: new Date('2025-03-04T02:00:00Z') },
      ],
    });
  });

  it.each([
    ['completed', 'completed'],
    ['signed', 'delivered'],
    ['declined', 'declined'],
    ['voided', 'voided'],
    ['deleted', 'voided'],
  ] as const)('reads an envelope DocuSign calls %s as %s', async (docusignStatus, ours) => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    fake.setStatus(providerEnvelopeId, docusignStatus);
    expect((await adapter.envelopeStatus(providerEnvelopeId)).status).toBe(ours);
  });

  it('reads a declining signer as declined at the time of the decline', async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    fake.setStatus(providerEnvelopeId, 'declined', {
      '8': { status: 'declined', declinedDateTime: '2025-03-05T09:30:00Z' },
    });
    const state = await adapter.envelopeStatus(providerEnvelopeId);
    expect(state.status).toBe('declined');
    expect(state.signers[1]).toEqual({ signerId: 8, status: 'declined', at: new Date('2025-03-05T09:30:00Z') });
  });

  it('voids an envelope with its reason (PUT envelopes/{id}); DocuSign then reads it as voided', async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    await adapter.voidEnvelope(providerEnvelopeId, 'Wrong account details');

    const put = fake.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/restapi/v2.1/accounts/${ACCOUNT_ID}/envelopes/${providerEnvelopeId}`);
    expect(put.body).toEqual({ status: 'voided', voidedReason: 'Wrong account details' });
    expect(put.authorization).toMatch(/^Bearer fake-token-/);
    expect((await adapter.envelopeStatus(providerEnvelopeId)).status).toBe('voided');
  });

  it('surfaces DocuSign refusing to void a finished envelope', async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    fake.setStatus(providerEnvelopeId, 'completed');
    const error = await failure(adapter.voidEnvelope(providerEnvelopeId, 'Too late'));
    expect(error.code).toBe('ENVELOPE_CANNOT_VOID_INVALID_STATE');
    expect(error.status).toBe(400);
  });

  it('refuses a status it does not know rather than guessing', async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    fake.setStatus(providerEnvelopeId, 'timedout');
    const error = await failure(adapter.envelopeStatus(providerEnvelopeId));
    expect(error.code).toBe('UNEXPECTED_ANSWER');
    expect(error.message).toContain('timedout');
  });

  it('reuses one token across calls and asks for a new one shortly before it expires', async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    await adapter.signingUrl({
      providerEnvelopeId,
      signer: jointRequest.signers[0]!,
      returnUrl: 'https://p.example/r',
    });
    await adapter.envelopeStatus(providerEnvelopeId);
    expect(fake.grants).toHaveLength(1);
    const first = fake.requests[0]!.authorization;
    expect(fake.requests.map((r) => r.authorization)).toEqual([first, first, first]);

    // 54 minutes on: still the first token (it is renewed 5 minutes before its hour is up).
    clock += 54 * 60_000;
    await adapter.envelopeStatus(providerEnvelopeId);
    expect(fake.grants).toHaveLength(1);

    // 56 minutes on: a new assertion, a new token, used from then on.
    clock += 2 * 60_000;
    fake.revokeTokens();
    await adapter.envelopeStatus(providerEnvelopeId);
    expect(fake.grants).toHaveLength(2);
    expect(fake.requests.at(-1)!.authorization).not.toBe(first);
  });

  it('asks for a new token once when DocuSign refuses the kept one before its time', async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    fake.revokeTokens();
    expect((await adapter.envelopeStatus(providerEnvelopeId)).status).toBe('sent');
    expect(fake.grants).toHaveLength(2);
    expect(fake.requests.map((r) => r.path.endsWith(providerEnvelopeId))).toEqual([false, true, true]);
  });

  it('shares one token request among calls made at the same time', async () => {
    const adapter = provider();
    await Promise.all([adapter.createEnvelope(jointRequest), adapter.createEnvelope(jointRequest)]);
    expect(fake.grants).toHaveLength(1);
  });

  it("surfaces DocuSign's error code and message", async () => {
    const error = await failure(provider().envelopeStatus('3f0c6a1e-0000-4000-8000-000000000000'));
    expect(error.code).toBe('ENVELOPE_DOES_NOT_EXIST');
    expect(error.status).toBe(400);
    expect(error.detail).toBe('The envelope specified either does not exist or you have no rights to it.');
    expect(error.message).toContain('ENVELOPE_DOES_NOT_EXIST');
  });

  it('surfaces a signing link asked for someone not in the envelope', async () => {
    const adapter = provider();
    const { providerEnvelopeId } = await adapter.createEnvelope(jointRequest);
    const error = await failure(
      adapter.signingUrl({
        providerEnvelopeId,
        signer: { id: 99, name: 'Someone Else', email: 'else@example.com' },
        returnUrl: 'https://p.example/r',
      }),
    );
    expect(error.code).toBe('UNKNOWN_ENVELOPE_RECIPIENT');
  });

  it('says when the DocuSign user has not given the app consent', async () => {
    fake.consentRequired = true;
    const error = await failure(provider().createEnvelope(jointRequest));
    expect(error.code).toBe('consent_required');
    expect(error.detail).toContain('consent');
    expect(fake.requests).toHaveLength(0);
  });

  it('is refused a token when signing with a key DocuSign does not hold', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const error = await failure(provider({ privateKey: other }).createEnvelope(jointRequest));
    expect(error.code).toBe('invalid_grant');
    expect(error.status).toBe(400);
  });

  it('is refused a token for another app', async () => {
    const error = await failure(
      provider({ integrationKey: '11111111-2222-4333-8444-555555555555' }).createEnvelope(jointRequest),
    );
    expect(error.code).toBe('invalid_grant');
  });

  it('reports the wrong account with DocuSign code', async () => {
    const error = await failure(
      provider({ accountId: '99999999-2222-4333-8444-555555555555' }).createEnvelope(jointRequest),
    );
    expect(error.code).toBe('USER_LACKS_MEMBERSHIP');
  });

  it('reports DocuSign out of reach as a network failure, without the token in the message', async () => {
    const closed = await startFakeDocuSign({
      publicKey,
      integrationKey: INTEGRATION_KEY,
      userId: USER_ID,
      accountId: ACCOUNT_ID,
    });
    const adapter = provider({ restBaseUrl: closed.restBaseUrl });
    await closed.close();
    const error = await failure(adapter.createEnvelope(jointRequest));
    expect(error.code).toBe('NETWORK');
    expect(error.message).not.toMatch(/fake-token/);
  });
});
