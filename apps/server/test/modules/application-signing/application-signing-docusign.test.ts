import crypto from 'node:crypto';
import { CONSENTS_VERSION, ConsentKey, ErrorCode, Messages, SigningMessages, type Document } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingEnvelopes, signingEnvelopeSigners } from '../../../src/db/schema/index.js';
import { verifyPdfSeal } from '../../../src/platform/e-sign/seal/pdf-seal.js';
import { bearer, latestMessage } from '../../helpers/auth-client.js';
import { pdfPages } from '../../helpers/pdf-text.js';
import { startTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import type { TestPerson } from '../../helpers/test-people.js';
import { startFakeDocuSign, type FakeDocuSign } from '../../platform/e-sign/fake-docusign.js';
import { submittableAccounts } from '../application-submissions/submittable-accounts.js';

type Submittable = Awaited<ReturnType<typeof submittableAccounts>>;

/**
 * The application signed through DocuSign (issue #21 item 3) against the local fake of its REST
 * calls: the envelope carries the generated documents and the signers, the signer signs in the
 * recipient view the portal hands out, and the portal settles from DocuSign's status on confirm.
 */
const INTEGRATION_KEY = '5c2b8d4e-1f3a-4b6c-9d8e-7f6a5b4c3d2e';
const USER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const ACCOUNT_ID = '0d9c8b7a-6f5e-4d3c-2b1a-0f9e8d7c6b5a';
const PUBLIC_URL = 'https://portal.example.com';
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });

let fake: FakeDocuSign;
let t: TestApp;
let api: Submittable['api'];
let owner: TestPerson;
let member: TestPerson;
let readyAccount: Submittable['readyAccount'];

const consents = Object.fromEntries(Object.values(ConsentKey).map((key) => [key, true]));

interface SentDefinition {
  documents: Array<{ documentId: string; name: string; documentBase64: string }>;
  recipients: {
    signers: Array<{
      recipientId: string;
      clientUserId: string;
      name: string;
      email: string;
      tabs: { signHereTabs: Array<{ anchorString: string }> };
    }>;
  };
}

async function submit(accountId: number) {
  const res = await api.post(owner.key, `/api/accounts/${accountId}/application-submission/`, {
    consents,
    consents_version: CONSENTS_VERSION,
  });
  if (res.statusCode !== 201) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  await t.app.jobs.idle();
  const [envelope] = await t.database.db
    .select()
    .from(signingEnvelopes)
    .where(eq(signingEnvelopes.accountId, accountId));
  const signers = await t.database.db
    .select()
    .from(signingEnvelopeSigners)
    .where(eq(signingEnvelopeSigners.envelopeId, envelope!.id));
  const sent = fake.envelopes.get(envelope!.providerEnvelopeId ?? '');
  return { envelope: envelope!, signers, sent: sent!, definition: sent?.definition as unknown as SentDefinition };
}

const changeRequest = (person: TestPerson, envelopeId: number, action: 'confirm' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `/api/change-requests/${envelopeId}/${action}/`,
    headers: bearer(person.key),
    payload: {},
  });

async function documentsOf(accountId: number): Promise<Document[]> {
  const res = await api.get(owner.key, '/api/ipm/documents/?limit=100');
  return (res.json() as { results: Document[] }).results.filter((d) => d.account.id === accountId);
}

beforeAll(async () => {
  fake = await startFakeDocuSign({
    publicKey,
    integrationKey: INTEGRATION_KEY,
    userId: USER_ID,
    accountId: ACCOUNT_ID,
  });
  t = await startTestApp({
    env: {
      PUBLIC_URL,
      DOCUSIGN_INTEGRATION_KEY: INTEGRATION_KEY,
      DOCUSIGN_USER_ID: USER_ID,
      DOCUSIGN_ACCOUNT_ID: ACCOUNT_ID,
      DOCUSIGN_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      DOCUSIGN_OAUTH_BASE_PATH: fake.oauthBaseUrl,
      DOCUSIGN_BASE_PATH: fake.restBaseUrl,
    },
  });
  ({ api, owner, member, readyAccount } = await submittableAccounts(t, 'docusign'));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('an individual account signing through DocuSign', () => {
  it('sends the form and the signer, signs in the recipient view, and publishes the sealed form on confirm', async () => {
    const account = await readyAccount(['icf']);
    const { envelope, signers, sent, definition } = await submit(account.id);
    expect(envelope).toMatchObject({ provider: 'docusign', status: 'sent' });
    expect(definition.documents.map((d) => d.name)).toEqual(['Application form.pdf']);
    const form = Buffer.from(definition.documents[0]!.documentBase64, 'base64');
    expect((await pdfPages(form)).join(' ')).toContain(`Signature: ${signers[0]!.name}`);
    expect(definition.recipients.signers).toEqual([
      expect.objectContaining({
        clientUserId: String(signers[0]!.id),
        name: signers[0]!.name,
        email: owner.email,
        tabs: { signHereTabs: [expect.objectContaining({ anchorString: 'Signature:' })] },
      }),
    ]);
    // No link to the portal's own pages: the e-mail sends the signer to sign in.
    const mail = await latestMessage(t.app, owner.email);
    expect(mail!.subject).toBe('Please sign: Your application documents');
    expect(mail!.body).toContain(`Sign in to the portal to read and sign them: ${PUBLIC_URL}`);
    expect(mail!.body).not.toContain('/signing/');

    const url = await t.app.inject({
      method: 'GET',
      url: `/api/change-requests/${envelope.id}/sign-url/`,
      headers: bearer(owner.key),
    });
    expect(url.statusCode, url.body).toBe(200);
    expect((url.json() as { sign_url: string }).sign_url).toMatch(/^https:\/\/demo\.docusign\.net\/Signing\//);
    const view = fake.requests.find((r) => r.path.endsWith('/views/recipient'))!;
    expect(view.body).toMatchObject({ returnUrl: `${PUBLIC_URL}/sign-result/${envelope.id}` });

    // Not signed at DocuSign yet: nothing to confirm.
    const early = await changeRequest(owner, envelope.id, 'confirm');
    expect(early.statusCode).toBe(400);
    expect(await documentsOf(account.id)).toEqual([]);

    const signedAt = '2026-11-05T04:00:01.000Z';
    fake.setStatus(sent.envelopeId, 'completed', {
      [String(signers[0]!.id)]: { status: 'completed', signedDateTime: signedAt },
    });
    const confirmed = await changeRequest(owner, envelope.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.app.jobs.idle();

    const [after] = await t.database.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    expect(after!.status).toBe('completed');
    const docs = await documentsOf(account.id);
    expect(docs.map((d) => d.file_name)).toEqual(['Application form - signed.pdf']);
    const pdf = (await t.app.inject({ method: 'GET', url: docs[0]!.file, headers: bearer(owner.key) })).rawPayload;
    expect(verifyPdfSeal(pdf)).toMatchObject({ valid: true });
    const certificate = (await pdfPages(pdf)).at(-1)!;
    expect(certificate).toContain('Certificate of completion');
    expect(certificate).toContain(sent.envelopeId);
    // DocuSign's time of signing; DocuSign reports no address.
    expect(certificate).toContain(`2026-11-05 04:00:01 UTC ${signers[0]!.name} Signed -`);

    // Confirming again changes nothing.
    expect((await changeRequest(owner, envelope.id, 'confirm')).statusCode).toBe(200);
    await t.app.jobs.idle();
    expect(await documentsOf(account.id)).toHaveLength(1);
  });
});

describe('a joint account signing through DocuSign', () => {
  it('gives each signer a numbered line; a decline at DocuSign stops the envelope and publishes nothing', async () => {
    const account = await readyAccount(['icf'], { type: 'joint', authority: 'all' });
    const { envelope, signers, sent, definition } = await submit(account.id);
    expect(definition.recipients.signers.map((s) => s.tabs.signHereTabs[0]!.anchorString)).toEqual([
      'Signature 1:',
      'Signature 2:',
    ]);
    const text = (await pdfPages(Buffer.from(definition.documents[0]!.documentBase64, 'base64'))).join(' ');
    expect(text).toContain(`Signature 1: ${signers[0]!.name}`);
    expect(text).toContain(`Signature 2: ${signers[1]!.name}`);

    const memberSigner = signers.find((s) => s.email === member.email)!;
    fake.setStatus(sent.envelopeId, 'declined', {
      [String(memberSigner.id)]: { status: 'declined', declinedDateTime: new Date().toISOString() },
    });
    const declined = await changeRequest(member, envelope.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json() as { detail: string }).detail).toBe(Messages.declineSigningRecorded);
    await t.app.jobs.idle();

    const [after] = await t.database.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    expect(after!.status).toBe('declined');
    expect(await documentsOf(account.id)).toEqual([]);
    expect((await latestMessage(t.app, owner.email))!.subject).toBe('Signing stopped: Your application documents');
  });
});

describe('staff reminding and withdrawing an envelope DocuSign carries', () => {
  const operator = (url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/signing/envelopes/${url}`,
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
      payload,
    });

  it('reminds with the sign-in wording (no link); voids at DocuSign with the reason, then in the portal', async () => {
    const account = await readyAccount(['icf']);
    const { envelope, sent } = await submit(account.id);

    const reminded = await operator(`${envelope.id}/remind/`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json().reminded).toEqual([expect.objectContaining({ email: owner.email, link_expires: null })]);
    const reminder = await latestMessage(t.app, owner.email);
    expect(reminder!.subject).toBe('Reminder: please sign: Your application documents');
    expect(reminder!.body).toContain(`Sign in to the portal to read and sign them: ${PUBLIC_URL}`);
    expect(reminder!.body).not.toContain('/signing/');

    const voided = await operator(`${envelope.id}/void/`, { reason: 'Replaced by a corrected application' });
    expect(voided.statusCode, voided.body).toBe(200);
    const put = fake.requests.find((r) => r.method === 'PUT' && r.path.endsWith(`/envelopes/${sent.envelopeId}`));
    expect(put?.body).toEqual({ status: 'voided', voidedReason: 'Replaced by a corrected application' });
    expect(fake.envelopes.get(sent.envelopeId)!.status).toBe('voided');
    const [after] = await t.database.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    expect(after!.status).toBe('voided');
    const signUrl = await t.app.inject({
      method: 'GET',
      url: `/api/change-requests/${envelope.id}/sign-url/`,
      headers: bearer(owner.key),
    });
    expect(signUrl.json()).toEqual({ detail: SigningMessages.envelopeVoided, code: ErrorCode.signingLinkUnusable });
  });

  it('reads DocuSign first: an envelope signed there, by someone who never came back, is completed, not reminded', async () => {
    const account = await readyAccount(['icf']);
    const { envelope, signers, sent } = await submit(account.id);
    fake.setStatus(sent.envelopeId, 'completed', {
      [String(signers[0]!.id)]: { status: 'completed', signedDateTime: '2026-11-06T01:00:00.000Z' },
    });
    const reminded = await operator(`${envelope.id}/remind/`);
    expect(reminded.statusCode).toBe(400);
    expect(reminded.json()).toMatchObject({ non_field_errors: [SigningMessages.envelopeCompleted] });
    await t.app.jobs.idle();
    const [after] = await t.database.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    expect(after!.status).toBe('completed');
    expect((await latestMessage(t.app, owner.email))!.subject).not.toMatch(/^Reminder/);
    expect((await documentsOf(account.id)).map((d) => d.file_name)).toEqual(['Application form - signed.pdf']);
  });

  it('changes nothing when DocuSign refuses the void (503, with why to try again)', async () => {
    const account = await readyAccount(['icf']);
    const { envelope, sent } = await submit(account.id);
    // Signed at DocuSign, not yet recorded here: DocuSign refuses to void it.
    fake.setStatus(sent.envelopeId, 'completed');
    const res = await operator(`${envelope.id}/void/`, { reason: 'Too late' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: SigningMessages.providerDidNotVoid, code: ErrorCode.serviceUnavailable });
    const [after] = await t.database.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelope.id));
    expect(after!.status).toBe('sent');
  });
});

describe('DocuSign refusing the envelope', () => {
  it('leaves no envelope behind, so nobody is asked to sign what DocuSign does not hold', async () => {
    const account = await readyAccount(['icf']);
    fake.revokeTokens();
    fake.consentRequired = true;
    try {
      const res = await api.post(owner.key, `/api/accounts/${account.id}/application-submission/`, {
        consents,
        consents_version: CONSENTS_VERSION,
      });
      expect(res.statusCode).toBe(201);
      await t.app.jobs.idle();
    } finally {
      fake.consentRequired = false;
    }
    expect(
      await t.database.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.accountId, account.id)),
    ).toEqual([]);
    const toSign = await t.app.inject({
      method: 'GET',
      url: '/api/change-requests-to-sign/',
      headers: bearer(owner.key),
    });
    expect((toSign.json() as Array<{ account: number }>).filter((c) => c.account === account.id)).toEqual([]);
  });
});
