import { Messages, RebalanceOperatorMessages, type OperatorRebalancePage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditEntries, rebalanceReports } from '../../../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/**
 * Rebalance reports in the back office (issue #23 item 2): the staff's paged list of every
 * report, publishing (portfolio manager allowed) and cancelling with a required reason.
 */
let t: TestApp;
let investor: TestPerson;
let staffKey: string;
let auditorKey: string;
let managerKey: string;
let accountId: number;

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const modelRows = [
  { investment_option: 'Balanced', code: 'BHP', name: 'BHP Group Limited', old_target: 0.05, new_target: 0.07 },
];
const report = (externalId: string, overrides: Record<string, unknown> = {}) => ({
  external_id: externalId,
  account_code: 'T-BO-REBAL',
  rebalance_type: 'model_portfolio',
  status: 'in_progress',
  date: '2026-03-01',
  data: modelRows,
  ...overrides,
});

const publish = (reports: unknown[], headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'POST', url: '/api/operator/rebalance-reports/', headers, payload: { reports } });
const cancel = (externalId: string, payload: object, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'POST', url: `/api/operator/rebalance-reports/${externalId}/cancel/`, headers, payload });
const list = (query: string, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'GET', url: `/api/operator/rebalance-reports/${query}`, headers });

beforeAll(async () => {
  t = await startTestApp();
  staffKey = await signIn(t.app, STAFF);
  auditorKey = await signIn(t.app, { email: 'auditor@example.com', phone: '0412000004', password: DEMO_PASSWORD });
  managerKey = await signIn(t.app, { email: 'manager@example.com', phone: '0412000003', password: DEMO_PASSWORD });
  investor = await createPerson(t, 'bo-rebalance-investor');
  const [account] = await t.database.db
    .insert(accounts)
    .values({ externalCode: 'T-BO-REBAL', name: 'Quokka Rebalance Trust', accountType: 'trust' })
    .returning();
  accountId = account!.id;
  const res = await publish([report('BO-R-1'), report('BO-R-2', { date: '2026-03-02' }), report('BO-R-3')]);
  expect(res.statusCode, res.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('GET /api/operator/rebalance-reports/', () => {
  it('pages every report with its account, filtered by account and status, searched by account name or id', async () => {
    const mine = (await list(`?account=${accountId}&ordering=external_id`)).json() as OperatorRebalancePage;
    expect(mine.count).toBe(3);
    expect(mine.results.map((r) => r.external_id)).toEqual(['BO-R-1', 'BO-R-2', 'BO-R-3']);
    expect(mine.results[0]).toMatchObject({
      account: { id: accountId, name: 'Quokka Rebalance Trust', code: 'T-BO-REBAL' },
      rebalance_type: 'model_portfolio',
      status: 'in_progress',
      date: '2026-03-01',
      cancelled: null,
    });
    const searched = (await list('?search=QUOKKA&page_size=2')).json() as OperatorRebalancePage;
    expect(searched.count).toBe(3);
    expect(searched.results).toHaveLength(2);
    expect(searched.next).toContain('page=2');
    expect((await list('?search=bo-r-2')).json().results.map((r: { external_id: string }) => r.external_id)).toEqual([
      'BO-R-2',
    ]);
  });

  it('filters by the day a report was published or cancelled', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?account=${accountId}&published_from=${today}`)).json().count).toBe(3);
    expect((await list(`?account=${accountId}&published_to=2020-01-01`)).json().count).toBe(0);
    expect((await list('?published_from=2026-02-30')).statusCode).toBe(400);
  });

  it('is read by every staff role; an investor is told it does not exist', async () => {
    for (const key of [staffKey, auditorKey, managerKey]) expect((await list('', bearer(key))).statusCode).toBe(200);
    expect((await list('', bearer(investor.key))).statusCode).toBe(404);
  });
});

describe('POST /api/operator/rebalance-reports/{external_id}/cancel/', () => {
  it('needs a reason of 1 to 500 characters, and changes nothing without one', async () => {
    const none = await cancel('BO-R-1', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().field_errors).toEqual({ reason: [RebalanceOperatorMessages.reasonRequired] });
    const blank = await cancel('BO-R-1', { reason: '   ' });
    expect(blank.json().field_errors).toEqual({ reason: [RebalanceOperatorMessages.reasonRequired] });
    const long = await cancel('BO-R-1', { reason: 'x'.repeat(501) });
    expect(long.json().field_errors).toEqual({ reason: [Messages.maxLength(500)] });
    const [row] = await t.database.db.select().from(rebalanceReports).where(eq(rebalanceReports.externalId, 'BO-R-1'));
    expect(row!.status).toBe('in_progress');
  });

  it('cancels with the reason kept in the audit trail, and lists it as cancelled today', async () => {
    const res = await cancel('BO-R-1', { reason: 'Client asked to hold' }, bearer(managerKey));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ external_id: 'BO-R-1', status: 'cancelled', changed: true });
    const today = new Date().toISOString().slice(0, 10);
    const cancelled = (await list(`?status=cancelled&cancelled_from=${today}&account=${accountId}`)).json();
    expect(cancelled.results.map((r: { external_id: string }) => r.external_id)).toEqual(['BO-R-1']);
    expect(cancelled.results[0].cancelled).not.toBeNull();
    // The trail is written after the response: wait for it.
    const entryOf = async () =>
      (await t.database.db.select().from(auditEntries).where(eq(auditEntries.statusCode, 200))).find((e) =>
        JSON.stringify(e).includes('Client asked to hold'),
      );
    await expect.poll(entryOf).toBeDefined();
    const entry = await entryOf();
    expect(JSON.stringify(entry)).toContain('in_progress');
  });

  it('is the operator’s and the portfolio manager’s: auditor 403, investor 404', async () => {
    expect((await cancel('BO-R-2', { reason: 'r' }, bearer(auditorKey))).statusCode).toBe(403);
    expect((await cancel('BO-R-2', { reason: 'r' }, bearer(investor.key))).statusCode).toBe(404);
    expect((await cancel('BO-R-2', { reason: 'r' }, bearer(staffKey))).statusCode).toBe(200);
    expect((await cancel('BO-R-3', { reason: 'r' })).statusCode).toBe(200);
  });
});

describe('POST /api/operator/rebalance-reports/ (publish)', () => {
  it('is the operator’s and the portfolio manager’s: auditor 403, investor 404', async () => {
    expect((await publish([report('BO-R-4')], bearer(managerKey))).json()).toMatchObject({ created: 1 });
    expect((await publish([report('BO-R-5')], bearer(staffKey))).json()).toMatchObject({ created: 1 });
    expect((await publish([report('BO-R-6')], bearer(auditorKey))).statusCode).toBe(403);
    expect((await publish([report('BO-R-6')], bearer(investor.key))).statusCode).toBe(404);
  });
});
