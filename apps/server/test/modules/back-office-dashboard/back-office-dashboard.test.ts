import type { BackOfficeDashboard } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  bankAccounts,
  bankChangeRequests,
  dataImports,
  investmentPolicies,
  loanNotesHeld,
  loginAttempts,
  personalDetails,
  redeemRequests,
  registrationInvites,
  signingEnvelopes,
  supportRequests,
  users,
} from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = Date.now();
const ago = (ms: number) => new Date(start - ms);

async function dashboard(headers: Record<string, string> = operator): Promise<BackOfficeDashboard> {
  const res = await t.app.inject({ method: 'GET', url: '/api/operator/dashboard/', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BackOfficeDashboard;
}

/** The queues' tables emptied, so every figure below is the rows this test puts there. */
async function emptyQueues() {
  const { db } = t.database;
  for (const table of [
    registrationInvites,
    bankChangeRequests,
    investmentPolicies,
    redeemRequests,
    signingEnvelopes,
    supportRequests,
    dataImports,
    loginAttempts,
  ])
    await db.delete(table);
  // The identity review's queue: nobody waiting (the demo person who does is moved out of it).
  await db.update(personalDetails).set({ status: 'not_verified' }).where(eq(personalDetails.status, 'pending'));
}

describe('the staff dashboard', () => {
  it('counts nothing waiting when the queues are empty', async () => {
    await emptyQueues();
    const figures = await dashboard();
    expect(figures.queues).toEqual(
      [
        'invitations',
        'change_requests',
        'investment_policies',
        'redemptions',
        'signing_envelopes',
        'support_requests',
        'identity_reviews',
      ].map((queue) => ({ queue, count: 0, oldest_at: null })),
    );
    expect(figures.imports).toMatchObject({ kinds: [], last_at: null });
    expect(figures.failed_sign_ins).toMatchObject({ count: 0, addresses: 0 });
  });

  it('counts what waits in each queue with the oldest item, the last 7 days of imports and 24 hours of failed sign-ins', async () => {
    await emptyQueues();
    const { db } = t.database;
    const [investor] = await db.select().from(users).where(eq(users.email, INVESTOR.email));
    const [account] = await db.select().from(accounts).limit(1);
    const [bank] = await db.select().from(bankAccounts).limit(2);
    const [held] = await db.select().from(loanNotesHeld).limit(1);

    // Invitations: two open (the older 10 days old), one expired, one withdrawn, one completed.
    const invite = (createdAt: Date, extra: Partial<typeof registrationInvites.$inferInsert> = {}) => ({
      email: 'invitee@example.com',
      phoneNumber: '0412555000',
      accountType: 'individual' as const,
      productKey: 'ipm' as const,
      tenantId: investor!.tenantId!,
      codeHash: 'x',
      expiresAt: new Date(start + 5 * DAY),
      createdAt,
      ...extra,
    });
    await db
      .insert(registrationInvites)
      .values([
        invite(ago(10 * DAY)),
        invite(ago(2 * HOUR)),
        invite(ago(30 * DAY), { expiresAt: ago(DAY) }),
        invite(ago(20 * DAY), { revokedAt: ago(DAY) }),
        invite(ago(25 * DAY), { completedAt: ago(DAY) }),
      ]);

    // Change requests: one awaiting the portfolio manager (3 days), one declined.
    const change = (status: 'awaiting_approval' | 'declined', createdAt: Date) => ({
      accountId: bank!.accountId,
      bankAccountId: bank!.id,
      kind: 'edit' as const,
      status,
      requiredConfirmations: 0,
      createdAt,
      expiresAt: new Date(start + 10 * DAY),
    });
    await db.insert(bankChangeRequests).values(change('awaiting_approval', ago(3 * DAY)));
    await db.insert(bankChangeRequests).values(change('declined', ago(9 * DAY)));

    // Investment policies: one in review since 4 days, one draft, one active.
    await db.insert(investmentPolicies).values([
      { accountId: account!.id, status: 'portfolio_manager_review', modifiedAt: ago(4 * DAY) },
      { accountId: account!.id, status: 'draft', modifiedAt: ago(40 * DAY) },
      { accountId: account!.id, status: 'active', modifiedAt: ago(50 * DAY) },
    ]);

    // Redemptions: one requested (confirmed 26 hours ago), one settled.
    const redemption = {
      heldNoteId: held!.id,
      requesterUserId: investor!.id,
      whole: false,
      amountCents: 100_000,
      codeChannel: 'sms' as const,
      codeDestination: INVESTOR.phone,
    };
    await db.insert(redeemRequests).values([
      { ...redemption, status: 'requested', createdAt: ago(27 * HOUR), confirmedAt: ago(26 * HOUR) },
      { ...redemption, status: 'settled', createdAt: ago(60 * DAY), confirmedAt: ago(60 * DAY) },
    ]);

    // Envelopes: two sent (the older 6 days), one completed, one voided.
    const envelope = (status: 'sent' | 'completed' | 'voided', createdAt: Date) => ({
      accountId: account!.id,
      kind: 'application' as const,
      title: 'Application',
      provider: 'local' as const,
      status,
      requirement: { signers: [investor!.id], required: 1 },
      createdAt,
    });
    await db
      .insert(signingEnvelopes)
      .values([
        envelope('sent', ago(6 * DAY)),
        envelope('sent', ago(HOUR)),
        envelope('completed', ago(70 * DAY)),
        envelope('voided', ago(80 * DAY)),
      ]);

    // Support requests: three, the first 12 days old.
    await db.insert(supportRequests).values(
      [12 * DAY, DAY, HOUR].map((age) => ({
        email: 'someone@example.com',
        description: 'Help',
        createdAt: ago(age),
      })),
    );

    // Imports: valuations twice and holdings once in the last 7 days; accounts 10 days ago (left out).
    await db.insert(dataImports).values([
      { kind: 'valuations', fileSha256: 'a', rowCount: 10, importedAt: ago(5 * DAY) },
      { kind: 'valuations', fileSha256: 'b', rowCount: 10, importedAt: ago(2 * HOUR) },
      { kind: 'holdings', fileSha256: 'c', rowCount: 10, importedAt: ago(3 * DAY) },
      { kind: 'accounts', fileSha256: 'd', rowCount: 10, importedAt: ago(10 * DAY) },
    ]);

    // Sign-ins: three failed in the last 24 hours for two addresses; one failed two days ago, one
    // that succeeded and one still being checked are not counted.
    await db.insert(loginAttempts).values([
      { email: 'a@example.com', ipAddress: '10.0.0.1', succeeded: false, createdAt: ago(HOUR) },
      { email: 'a@example.com', ipAddress: '10.0.0.1', succeeded: false, createdAt: ago(2 * HOUR) },
      { email: 'b@example.com', ipAddress: '10.0.0.2', succeeded: false, createdAt: ago(20 * HOUR) },
      { email: 'c@example.com', ipAddress: '10.0.0.3', succeeded: false, createdAt: ago(2 * DAY) },
      { email: 'a@example.com', ipAddress: '10.0.0.1', succeeded: true, createdAt: ago(HOUR) },
      { email: 'd@example.com', ipAddress: '10.0.0.4', succeeded: null, createdAt: ago(HOUR) },
    ]);

    // Identity reviews: one skipped 5 days ago (waiting); the one moved out above is not counted.
    await db
      .update(personalDetails)
      .set({ status: 'pending', skippedAt: ago(5 * DAY), updatedAt: ago(HOUR) })
      .where(eq(personalDetails.userId, investor!.id));

    const figures = await dashboard();
    expect(figures.queues).toEqual([
      { queue: 'invitations', count: 2, oldest_at: ago(10 * DAY).toISOString() },
      { queue: 'change_requests', count: 1, oldest_at: ago(3 * DAY).toISOString() },
      { queue: 'investment_policies', count: 1, oldest_at: ago(4 * DAY).toISOString() },
      { queue: 'redemptions', count: 1, oldest_at: ago(26 * HOUR).toISOString() },
      { queue: 'signing_envelopes', count: 2, oldest_at: ago(6 * DAY).toISOString() },
      { queue: 'support_requests', count: 3, oldest_at: ago(12 * DAY).toISOString() },
      { queue: 'identity_reviews', count: 1, oldest_at: ago(5 * DAY).toISOString() },
    ]);
    expect(figures.imports.kinds).toEqual([
      { kind: 'holdings', count: 1, last_at: ago(3 * DAY).toISOString() },
      { kind: 'valuations', count: 2, last_at: ago(2 * HOUR).toISOString() },
    ]);
    expect(figures.imports.last_at).toBe(ago(2 * HOUR).toISOString());
    expect(figures.failed_sign_ins).toMatchObject({ count: 3, addresses: 2 });
    const at = Date.parse(figures.at);
    expect(Date.parse(figures.imports.since)).toBe(at - 7 * DAY);
    expect(Date.parse(figures.failed_sign_ins.since)).toBe(at - DAY);
  });

  it('answers a staff member’s session with the same figures, and an investor’s with 404', async () => {
    const staff = await signIn(t.app, STAFF);
    const byKey = await dashboard();
    const byStaff = await dashboard(bearer(staff));
    expect(byStaff.queues).toEqual(byKey.queues);
    const investor = await signIn(t.app, INVESTOR);
    const refused = await t.app.inject({ method: 'GET', url: '/api/operator/dashboard/', headers: bearer(investor) });
    expect(refused.statusCode).toBe(404);
  });
});
