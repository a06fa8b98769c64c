import { AccountsAdminMessages, type OperatorAccountPortfolio, type TotalAssetValue } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { INVESTOR, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * The back office's account page shows an account's private portfolio as its members' dashboard
 * opens on it (issue #23 "see everything the investor sees"): GET /api/operator/accounts/{id}/portfolio/.
 */
let t: TestApp;
let investorKey: string;
let individualId: number;
let trustId: number;

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const get = (url: string, headers: Record<string, string> = operator) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await startTestApp();
  investorKey = await signIn(t.app, INVESTOR);
  const [individual] = await t.database.db.select().from(accounts).where(eq(accounts.externalCode, 'DEMO-IND-001'));
  individualId = individual!.id;
  // The demo trust is still in setup: the feed has brought it no investment option.
  const [trust] = await t.database.db.select().from(accounts).where(eq(accounts.name, 'Bennett Family Trust'));
  trustId = trust!.id;
}, 60_000);
afterAll(() => t.close());

describe('GET /api/operator/accounts/{id}/portfolio/', () => {
  it('gives each investment option’s latest value and the total, as the member’s total asset value card shows them', async () => {
    const res = await get(`/api/operator/accounts/${individualId}/portfolio/`);
    expect(res.statusCode, res.body).toBe(200);
    const portfolio = res.json() as OperatorAccountPortfolio;
    const card = (
      await get(`/api/ipm/dashboard/total-asset-value/?account=${individualId}`, bearer(investorKey))
    ).json() as TotalAssetValue;
    expect(portfolio.investment_options.map((o) => o.label)).toEqual([
      'Australian Equities Growth',
      'Income Focus',
      'Balanced',
    ]);
    expect(portfolio).toEqual({
      date: card.total_asset_daily_values.at(-1)!.date,
      investment_options: card.investment_options.map((o) => ({ id: o.id, label: o.label, value: o.total_amount })),
      total: card.totals.total_asset,
    });
    expect(Number(portfolio.total)).toBeGreaterThan(0);
  });

  it('is empty for an account the feed has not reached, a 404 for one nobody has, and read by every staff role', async () => {
    expect((await get(`/api/operator/accounts/${trustId}/portfolio/`)).json()).toEqual({
      date: null,
      investment_options: [],
      total: '0.00',
    });
    const missing = await get('/api/operator/accounts/2147483647/portfolio/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(AccountsAdminMessages.notFound);
    const auditor = await signIn(t.app, { email: 'auditor@example.com', phone: '0412000004', password: DEMO_PASSWORD });
    expect((await get(`/api/operator/accounts/${individualId}/portfolio/`, bearer(auditor))).statusCode).toBe(200);
  });

  it('does not exist for an investor, even one on the account (404)', async () => {
    const res = await get(`/api/operator/accounts/${individualId}/portfolio/`, bearer(investorKey));
    expect(res.statusCode).toBe(404);
  });
});
