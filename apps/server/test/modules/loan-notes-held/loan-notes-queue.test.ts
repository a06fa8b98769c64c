import type { OperatorLoanNotePage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import type { TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { appliedAccount, issue, operator, submitAndActivate, useHeldNotesApp } from './held-notes-fixture.js';

/**
 * The back office's loan notes queue (issue #23 item 2): GET /api/operator/loan-notes/ pages on
 * the server with the queue query, filters by account and status, and is read by every staff
 * role; issuing is a portfolio manager's or an operator's.
 */
const f = useHeldNotesApp('queue');
let t: TestApp;
let auditor: TestPerson;
let manager: TestPerson;
let first: number;
let second: number;

const get = (query: string, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'GET', url: `/api/operator/loan-notes/?${query}`, headers });
const page = async (query: string, headers?: Record<string, string>) => {
  const res = await get(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OperatorLoanNotePage;
};

async function staffWithRole(label: string, role: 'auditor' | 'portfolio_manager'): Promise<TestPerson> {
  const person = await createPerson(t, label);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/operator/staff/role/',
    headers: operator,
    payload: { email: person.email, role },
  });
  expect(made.statusCode).toBe(200);
  return person;
}

async function activeAccount(name: string): Promise<number> {
  const { account, bundle } = await appliedAccount(f);
  await t.database.db.update(accounts).set({ name }).where(eq(accounts.id, account.id));
  await submitAndActivate(f, account, bundle);
  return account.id;
}

beforeAll(async () => {
  t = f.t;
  auditor = await staffWithRole('queue-auditor', 'auditor');
  manager = await staffWithRole('queue-manager', 'portfolio_manager');
  first = await activeAccount('Queue Notes Alpha');
  second = await activeAccount('Queue Notes Beta');
  expect((await issue(f, { account: first, start_date: '2025-01-15' })).statusCode).toBe(201);
});

describe('GET /api/operator/loan-notes/', () => {
  it('issuing is refused to an auditor (403) and an investor (404); a portfolio manager issues', async () => {
    const call = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/loan-notes/issue/',
        headers: bearer(key),
        payload: { account: second },
      });
    const refused = await call(auditor.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('staff_role_refused');
    expect((await call(f.owner.key)).statusCode).toBe(404);
    expect((await page(`account=${second}`)).count).toBe(0);
    const issued = await call(manager.key);
    expect(issued.statusCode, issued.body).toBe(201);
    expect((await page(`account=${second}`)).count).toBe(2);
  });

  it('pages newest issued first, with links that keep the query', async () => {
    const one = await page('search=queue%20notes&page_size=3');
    expect(one.count).toBe(4);
    expect(one.results.map((n) => n.account.name)).toEqual([
      'Queue Notes Beta',
      'Queue Notes Beta',
      'Queue Notes Alpha',
    ]);
    expect(one.next).toBe('/api/operator/loan-notes/?search=queue+notes&page_size=3&page=2');
    const two = await page('search=queue%20notes&page_size=3&page=2');
    expect(two.results.map((n) => n.account.name)).toEqual(['Queue Notes Alpha']);
    expect(two.next).toBeNull();
  });

  it('orders by account, principal, start and maturity, either way', async () => {
    const byAccount = await page('search=queue%20notes&ordering=-account_name');
    expect(byAccount.results.map((n) => n.account.name)).toEqual([
      'Queue Notes Beta',
      'Queue Notes Beta',
      'Queue Notes Alpha',
      'Queue Notes Alpha',
    ]);
    const byValue = await page(`account=${first}&ordering=-face_value`);
    expect(byValue.results.map((n) => n.face_value)).toEqual(['25000.00', '1000.00']);
    const byStart = await page('search=queue%20notes&ordering=start_date');
    expect(byStart.results[0]!.start_date).toBe('2025-01-15');
    expect((await get('ordering=rate')).statusCode).toBe(400);
  });

  it('filters by status as the notes read it: the note started 2025-01-15 for a year has matured', async () => {
    const matured = await page(`search=alpha&status=matured`);
    expect(matured.results.map((n) => [n.note_type.key, n.status])).toEqual([['12-month', 'matured']]);
    const active = await page(`search=queue%20notes&status=active`);
    expect(active.results.every((n) => n.status === 'active')).toBe(true);
    expect(active.count).toBe(3);
    expect((await page('search=queue%20notes&status=redeemed')).count).toBe(0);
    expect((await get('status=lost')).statusCode).toBe(400);
  });

  it('is read by an auditor and a portfolio manager; an investor is answered 404', async () => {
    expect((await page('search=queue%20notes', bearer(auditor.key))).count).toBe(4);
    expect((await page('search=queue%20notes', bearer(manager.key))).count).toBe(4);
    expect((await get('', bearer(f.owner.key))).statusCode).toBe(404);
  });
});
