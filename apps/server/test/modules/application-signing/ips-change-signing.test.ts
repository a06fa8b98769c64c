import {
  InvestmentPolicyMessages as M,
  IpsRuleMessages,
  type InvestmentPolicies,
  type InvestmentPolicy,
  type Notification,
  type OperatorInvestmentPolicy,
  type StrategicAllocation,
} from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investmentPolicies, signingEnvelopes } from '../../../src/db/schema/index.js';
import { latestMessage } from '../../helpers/auth-client.js';
import { startTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import type { TestPerson } from '../../helpers/test-people.js';
import { submittableAccounts } from '../application-submissions/submittable-accounts.js';
import { signingSteps } from './signing-steps.js';

/**
 * A statement changed after activation (issue #21 item 5): started from the active one, sent for
 * signature on its own envelope, sealed into the account's documents once signed, and active only
 * when the portfolio manager approves it. A decline returns it to draft.
 */
type Submittable = Awaited<ReturnType<typeof submittableAccounts>>;
let t: TestApp;
let api: Submittable['api'];
let owner: TestPerson;
let member: TestPerson;
let readyAccount: Submittable['readyAccount'];
let steps: ReturnType<typeof signingSteps>;

const URL = '/api/ipm/investment-policies/';
const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const BALANCED = { Cash: '5', 'Australian Equity Core': '45', 'Global Equity': '30', 'Australian Fixed Income': '20' };

const ok = <T>(res: { statusCode: number; body: string; json: () => unknown }, status = 200): T => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};
const nonField = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { non_field_errors: string[] }).non_field_errors;
};
const policiesOf = async (accountId: number, key = owner.key) =>
  ok<InvestmentPolicies>(await api.get(key, `${URL}?account=${accountId}`));
const send = (id: number, key = owner.key) => api.post(key, `${URL}${id}/send-for-signature/`, {});
const review = (id: number, action: 'approve' | 'decline', payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/operator/investment-policies/${id}/${action}/`,
    headers: operator,
    payload,
  });
const notificationsOf = async (person: TestPerson) =>
  ok<{ results: Notification[] }>(await api.get(person.key, '/api/notifications/in-app/')).results;

/** An ipm account submitted, signed by its owner and activated by staff: its first statement is active. */
async function activeAccount() {
  const account = await readyAccount(['ipm']);
  await steps.submit(account.id);
  await steps.signByLink(await steps.linkOf(owner));
  ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/accounts/${account.id}/activate/`,
      headers: operator,
      payload: { reason: 'Application signed' },
    }),
  );
  const { active_ips, ongoing_ips } = await policiesOf(account.id);
  expect(ongoing_ips).toBeNull();
  return { account, active: active_ips! };
}

/** The targets by option name of a statement's saved allocation (those above 0). */
async function targetsOf(id: number): Promise<Record<string, string>> {
  const allocation = ok<StrategicAllocation>(await api.get(owner.key, `${URL}${id}/strategic-allocation/`));
  return Object.fromEntries(
    allocation.categories
      .flatMap((c) => c.investment_options)
      .filter((o) => Number(o.target_percentage) > 0)
      .map((o) => [o.name, String(Number(o.target_percentage))]),
  );
}

/** A change started and walked through the wizard: the balanced allocation, no restrictions, gearing. */
async function finishedChange(accountId: number, started?: InvestmentPolicy): Promise<InvestmentPolicy> {
  const change = started ?? ok<InvestmentPolicy>(await api.post(owner.key, URL, { account: accountId }), 201);
  const allocation = ok<StrategicAllocation>(await api.get(owner.key, `${URL}${change.id}/strategic-allocation/`));
  ok(
    await api.put(owner.key, `${URL}${change.id}/strategic-allocation/`, {
      categories: allocation.categories.map((c) => ({
        id: c.id,
        investment_options: c.investment_options.map((o) => ({
          id: o.id,
          target_percentage: BALANCED[o.name as keyof typeof BALANCED] ?? '0',
          custom_strategies: [],
        })),
      })),
    }),
  );
  ok(await api.patch(owner.key, `${URL}${change.id}/`, { has_restrictions: false }));
  return ok<InvestmentPolicy>(
    await api.patch(owner.key, `${URL}${change.id}/`, {
      has_gearing: true,
      target_loan_balance_min: '100000',
      target_loan_balance_max: '250000',
    }),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  ({ api, owner, member, readyAccount } = await submittableAccounts(t, 'ipschange'));
  steps = signingSteps(t, api, owner);
});
afterAll(() => t.close());

describe('changing the statement of an active account', () => {
  it('starts a change, signs it, and makes it active only when the portfolio manager approves', async () => {
    const { account, active } = await activeAccount();
    // The active statement itself is never edited: its change is a new statement.
    expect(nonField(await api.patch(owner.key, `${URL}${active.id}/`, { has_gearing: false }))).toEqual([
      IpsRuleMessages.changeThroughNewStatement,
    ]);

    const started = ok<InvestmentPolicy>(await api.post(owner.key, URL, { account: account.id }), 201);
    expect(started).toMatchObject({ status: 'draft', wizard_step: 'asset_allocation', can_send_for_signature: false });
    expect(nonField(await send(started.id))).toEqual([M.notComplete]);

    const change = await finishedChange(account.id, started);
    expect(change).toMatchObject({ id: started.id, wizard_step: 'done', can_send_for_signature: true });
    expect((await policiesOf(account.id, member.key)).ongoing_ips!.can_send_for_signature).toBe(false);
    expect((await send(change.id, member.key)).statusCode).toBe(403);

    const sent = ok<InvestmentPolicy>(await send(change.id));
    expect(sent.status).toBe('awaiting_signature');
    expect(sent.sign_requested_date).not.toBeNull();
    expect(nonField(await send(change.id))).toEqual([M.sendOnlyDraft]);
    const envelope = await steps.newestEnvelope(account.id);
    expect(envelope).toMatchObject({ kind: 'ips_change', subjectId: change.id, status: 'sent' });
    expect((await latestMessage(t.app, owner.email))!.subject).toBe(
      'Please sign: Your changed investment policy statement',
    );
    const waiting = (await policiesOf(account.id)).ongoing_ips!;
    expect(waiting.sign_change_request).toMatchObject({ id: envelope.id, can_sign: true });
    expect(waiting.approvers.map((a) => [a.is_admin, a.status_display])).toEqual([
      [false, 'Waiting to sign'],
      [true, 'Pending'],
    ]);

    const before = (await steps.documentsOf(account.id)).length;
    await steps.signByLink(await steps.linkOf(owner));
    const signed = await policiesOf(account.id);
    expect(signed.ongoing_ips).toMatchObject({ id: change.id, status: 'portfolio_manager_review' });
    expect(signed.ongoing_ips!.approvers.map((a) => a.status_display)).toEqual(['Signed', 'Reviewing']);
    // Until approved, the portfolio is still managed to the statement that was active.
    expect(signed.active_ips!.id).toBe(active.id);
    const docs = await steps.documentsOf(account.id);
    expect(docs).toHaveLength(before + 1);
    expect(docs.filter((d) => d.file_name === 'Investment policy statement - signed.pdf')).toHaveLength(2);

    const waitingForReview = ok<OperatorInvestmentPolicy[]>(
      await t.app.inject({ method: 'GET', url: '/api/operator/investment-policies/', headers: operator }),
    );
    expect(waitingForReview.find((p) => p.id === change.id)).toMatchObject({
      account: account.id,
      account_active: true,
      replaces: active.id,
      allocation: expect.stringContaining('Global Equity 30.00%'),
    });

    expect(ok<OperatorInvestmentPolicy>(await review(change.id, 'approve'))).toMatchObject({ status: 'active' });
    const after = await policiesOf(account.id);
    expect(after.active_ips).toMatchObject({ id: change.id, status: 'active' });
    expect(after.ongoing_ips).toBeNull();
    const [replaced] = await t.database.db
      .select()
      .from(investmentPolicies)
      .where(eq(investmentPolicies.id, active.id));
    expect(replaced!.supersededAt).not.toBeNull();
    const superseded = ok<InvestmentPolicy>(await api.get(owner.key, `${URL}${active.id}/`));
    expect(superseded).toMatchObject({ can_edit: false, edit_refusal: IpsRuleMessages.superseded });
    expect((await notificationsOf(owner))[0]!.title).toBe(
      `Your investment policy statement is now active: ${account.name}`,
    );
    expect(nonField(await review(change.id, 'approve'))).toEqual([M.reviewOnlyInReview]);

    // The next change starts from what is now active.
    const next = ok<InvestmentPolicy>(await api.post(owner.key, URL, { account: account.id }), 201);
    expect(next).toMatchObject({
      has_restrictions: false,
      has_gearing: true,
      target_loan_balance_min: '100000.00',
      target_loan_balance_max: '250000.00',
    });
    expect(await targetsOf(next.id)).toEqual(BALANCED);
  });

  it('returns to draft when a signer declines, and a second send makes a new envelope', async () => {
    const { account, active } = await activeAccount();
    const change = await finishedChange(account.id);
    ok(await send(change.id));
    const first = await steps.newestEnvelope(account.id);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/signing/${await steps.linkOf(owner)}/decline/`,
      payload: { reason: 'Not this allocation' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await t.app.jobs.idle();
    const back = (await policiesOf(account.id)).ongoing_ips!;
    expect(back).toMatchObject({
      id: change.id,
      status: 'draft',
      sign_requested_date: null,
      can_edit: true,
      can_send_for_signature: true,
    });
    expect((await policiesOf(account.id)).active_ips!.id).toBe(active.id);

    ok(await send(change.id));
    const second = await steps.newestEnvelope(account.id);
    expect(second.id).not.toBe(first.id);
    const envelopes = await t.database.db
      .select({ status: signingEnvelopes.status })
      .from(signingEnvelopes)
      .where(and(eq(signingEnvelopes.kind, 'ips_change'), eq(signingEnvelopes.subjectId, change.id)));
    expect(envelopes.map((e) => e.status).sort()).toEqual(['declined', 'sent']);
  });

  it('returns to draft with the reason when the portfolio manager declines', async () => {
    const { account } = await activeAccount();
    const change = await finishedChange(account.id);
    ok(await send(change.id));
    await steps.newestEnvelope(account.id);
    await steps.signByLink(await steps.linkOf(owner));

    const missing = await review(change.id, 'decline', { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { field_errors: Record<string, string[]> }).field_errors.reason).toEqual([
      M.reasonRequired,
    ]);

    expect(
      ok<OperatorInvestmentPolicy>(await review(change.id, 'decline', { reason: 'Gearing is too high.' })),
    ).toMatchObject({ status: 'draft' });
    expect((await policiesOf(account.id)).ongoing_ips).toMatchObject({ id: change.id, status: 'draft' });
    const [notice] = await notificationsOf(member);
    expect(notice!.title).toBe(`Your investment policy statement was not approved: ${account.name}`);
    expect(notice!.description).toContain('Gearing is too high.');
  });
});

describe('before activation', () => {
  it('the statement goes with the application, not on its own', async () => {
    const account = await readyAccount(['ipm']);
    const draft = (await policiesOf(account.id)).ongoing_ips!;
    expect(draft).toMatchObject({ wizard_step: 'done', can_send_for_signature: false });
    expect(nonField(await send(draft.id))).toEqual([M.sendNeedsActiveAccount]);
  });

  it('the portfolio manager does not approve it apart from the account’s activation', async () => {
    const account = await readyAccount(['ipm']);
    await steps.submit(account.id);
    await steps.signByLink(await steps.linkOf(owner));
    const statement = (await policiesOf(account.id)).ongoing_ips!;
    expect(statement.status).toBe('portfolio_manager_review');
    expect(nonField(await review(statement.id, 'approve'))).toEqual([M.reviewNeedsActiveAccount]);
  });
});
