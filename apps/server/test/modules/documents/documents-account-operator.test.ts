import { AccountsAdminMessages, type DocumentsPage, type OperatorDocumentPage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { INVESTOR, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * The back office's account page shows the account's documents as its members see them on their
 * documents screen (issue #23 "see everything the investor sees"): GET /api/operator/accounts/{id}/documents/.
 */
let t: TestApp;
let investorKey: string;
let individualId: number;
let companyId: number;

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const get = (url: string, headers: Record<string, string> = operator) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await startTestApp();
  investorKey = await signIn(t.app, INVESTOR);
  const idOf = async (code: string) =>
    (await t.database.db.select().from(accounts).where(eq(accounts.externalCode, code)))[0]!.id;
  individualId = await idOf('DEMO-IND-001');
  companyId = await idOf('DEMO-CO-001');
}, 60_000);
afterAll(() => t.close());

describe('GET /api/operator/accounts/{id}/documents/', () => {
  it('lists the documents the members see on that account, newest document date first, a page at a time', async () => {
    const res = await get(`/api/operator/accounts/${individualId}/documents/?page_size=100`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as OperatorDocumentPage;
    const mine = (await get('/api/ipm/documents/?page_size=100', bearer(investorKey))).json() as DocumentsPage;
    const theirs = mine.results.filter((d) => d.account.id === individualId);
    expect(theirs.length).toBeGreaterThan(2);
    expect(page.count).toBe(theirs.length);
    expect(page.results.map((d) => d.id).sort()).toEqual(theirs.map((d) => d.id).sort());
    const dates = page.results.map((d) => d.date_of);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.results.every((d) => d.account.id === individualId && d.account_code === 'DEMO-IND-001')).toBe(true);

    const first = (await get(`/api/operator/accounts/${individualId}/documents/?page_size=2`)).json();
    expect(first).toMatchObject({
      count: theirs.length,
      previous: null,
      next: `/api/operator/accounts/${individualId}/documents/?page_size=2&page=2`,
    });
    expect(first.results.map((d: { id: number }) => d.id)).toEqual(page.results.slice(0, 2).map((d) => d.id));
  });

  it('lists none for an account without documents, is a 404 for one nobody has, and read by every staff role', async () => {
    expect((await get(`/api/operator/accounts/${companyId}/documents/`)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    const missing = await get('/api/operator/accounts/2147483647/documents/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(AccountsAdminMessages.notFound);
    expect((await get(`/api/operator/accounts/${individualId}/documents/?page_size=0`)).statusCode).toBe(400);
    const manager = await signIn(t.app, { email: 'manager@example.com', phone: '0412000003', password: DEMO_PASSWORD });
    expect((await get(`/api/operator/accounts/${individualId}/documents/`, bearer(manager))).statusCode).toBe(200);
  });

  it('does not exist for an investor, even one on the account (404)', async () => {
    const res = await get(`/api/operator/accounts/${individualId}/documents/`, bearer(investorKey));
    expect(res.statusCode).toBe(404);
  });
});
