import { OpenRequestWords, type BankAccount, type OpenRequest } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentPolicies, users } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { confirmAction, createPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from '../bank-accounts/bank-accounts-helpers.js';
import { signingAccount, signingLinkOf } from '../signing/signing-fixtures.js';

/** GET /api/accounts/{id}/open-requests/ (spec 2 §2 'Open requests', issue #22 item 2). */
let t: TestApp;
let api: ReturnType<typeof bankApi>;
let olivia: TestPerson;
let alex: TestPerson;
let stranger: TestPerson;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await startTestApp();
  api = bankApi(t);
  olivia = await createPerson(t, 'open-olivia');
  alex = await createPerson(t, 'open-alex');
  stranger = await createPerson(t, 'open-stranger');
  await t.database.db.update(users).set({ firstName: 'Olivia', lastName: 'Bennett' }).where(eq(users.id, olivia.id));
  await t.database.db.update(users).set({ firstName: 'Alex', lastName: 'Morgan' }).where(eq(users.id, alex.id));
  await confirmAction(t, olivia.key, olivia.phone);
}, 60_000);
afterAll(() => t.close());

const openRequests = (key: string, accountId: number) =>
  t.app.inject({ method: 'GET', url: `/api/accounts/${accountId}/open-requests/`, headers: bearer(key) });
async function listOf(key: string, accountId: number): Promise<OpenRequest[]> {
  const res = await openRequests(key, accountId);
  expect(res.statusCode).toBe(200);
  return res.json() as OpenRequest[];
}

describe('open requests of an account', () => {
  it('a bank change waits for the other member: their confirmation, by name for the one who asked', async () => {
    const { account } = await api.activeAccount(olivia, [alex], { option: 'all' });
    const added = await api.post(
      olivia.key,
      `/api/accounts/${account.id}/bank-accounts/`,
      await api.details(olivia.key, { name: 'New Joint', number: '9876543210' }),
    );
    expect(added.statusCode).toBe(201);
    const bank = added.json() as BankAccount;
    const requestId = bank.verify_change_request!.id;
    const link = `/accounts/verify-new-bank-account/${account.id}/${bank.id}/`;

    expect(await listOf(alex.key, account.id)).toEqual([
      {
        kind: 'bank_change',
        id: requestId,
        title: 'Add bank account',
        waits_for: 'your confirmation',
        created: expect.any(String),
        link,
      },
    ]);
    expect(await listOf(olivia.key, account.id)).toEqual([
      expect.objectContaining({ kind: 'bank_change', waits_for: 'Alex Morgan to confirm', link }),
    ]);

    // Alex agrees: the portfolio manager decides next.
    const confirmed = await api.post(alex.key, `/api/accounts/change-requests/${requestId}/confirm/`);
    expect(confirmed.statusCode).toBe(200);
    expect(await listOf(olivia.key, account.id)).toEqual([
      expect.objectContaining({ kind: 'bank_change', waits_for: 'the portfolio manager' }),
    ]);
  });

  it('an envelope signed by one member waits for the other to sign', async () => {
    const accountId = await signingAccount(t, 'Open Joint', 'joint', [olivia, alex], { option: 'all' });
    const envelope = await t.app.signing.createEnvelope({
      accountId,
      kind: 'application',
      subjectId: null,
      title: 'Application documents',
      documents: [{ name: 'Application form.pdf', kind: 'application_form', pdf: PDF }],
    });
    const link = `/account-setup/summary/?account_id=${accountId}`;
    expect(await listOf(olivia.key, accountId)).toEqual([
      {
        kind: 'signing',
        id: envelope.id,
        title: 'Application documents',
        waits_for: OpenRequestWords.yourSignature,
        created: envelope.createdAt.toISOString(),
        link,
      },
    ]);

    const token = await signingLinkOf(t, olivia);
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/signing/${token}/sign/`,
      payload: { consent_to_sign_electronically: true, full_name: 'Olivia Bennett' },
    });
    expect(signed.statusCode).toBe(200);
    expect(await listOf(olivia.key, accountId)).toEqual([
      expect.objectContaining({ kind: 'signing', id: envelope.id, waits_for: 'Alex Morgan to sign', link }),
    ]);
    expect(await listOf(alex.key, accountId)).toEqual([
      expect.objectContaining({ kind: 'signing', id: envelope.id, waits_for: 'your signature' }),
    ]);
  });

  it('a secondary invitation waits for its invitee to accept', async () => {
    const created = await api.post(olivia.key, '/api/accounts/', { type: 'joint', name: 'Open Invite Joint' });
    expect(created.statusCode).toBe(201);
    const accountId = (created.json() as { id: number }).id;
    expect(await listOf(olivia.key, accountId)).toEqual([]);

    const invited = await api.post(olivia.key, `/api/accounts/${accountId}/secondary-users/`, {
      users: [{ first_name: 'Jo', last_name: 'Holder', email: 'open-jo@example.com', phone_number: '0412 555 301' }],
    });
    expect(invited.statusCode).toBe(201);
    expect(await listOf(olivia.key, accountId)).toEqual([
      {
        kind: 'invitation',
        id: expect.any(Number),
        title: 'Invitation to Jo Holder',
        waits_for: 'Jo Holder to accept',
        created: expect.any(String),
        link: `/accounts/${accountId}/forms/secondary-users`,
      },
    ]);
  });

  it('a statement change after activation waits for its sending, then for the portfolio manager', async () => {
    const accountId = await signingAccount(t, 'Open Portfolio', 'individual', [olivia]);
    const db = t.database.db;
    // A draft beside no active statement is the application's, not a change: nothing is open.
    const [draft] = await db
      .insert(investmentPolicies)
      .values({ accountId, status: 'draft', wizardStep: 'done' })
      .returning();
    expect(await listOf(olivia.key, accountId)).toEqual([]);

    await db.insert(investmentPolicies).values({ accountId, status: 'active', wizardStep: 'done' });
    const link = `/accounts/${accountId}/forms/ips-ima`;
    expect(await listOf(olivia.key, accountId)).toEqual([
      {
        kind: 'investment_policy',
        id: draft!.id,
        title: 'Change of investment policy statement',
        waits_for: 'you to send it for signature',
        created: draft!.createdAt.toISOString(),
        link,
      },
    ]);
    await db
      .update(investmentPolicies)
      .set({ status: 'portfolio_manager_review' })
      .where(eq(investmentPolicies.id, draft!.id));
    expect(await listOf(olivia.key, accountId)).toEqual([
      expect.objectContaining({ kind: 'investment_policy', waits_for: 'the portfolio manager', link }),
    ]);
  });

  it('answers 404 to someone not on the account, as for an account that does not exist', async () => {
    const { account } = await api.activeAccount(olivia, [alex]);
    const res = await openRequests(stranger.key, account.id);
    expect(res.statusCode).toBe(404);
    expect((await openRequests(olivia.key, 999_999)).statusCode).toBe(404);
  });
});
