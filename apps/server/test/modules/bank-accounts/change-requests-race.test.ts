import { BankAccountMessages, type BankAccount } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankChangeRequestEvents, bankChangeRequests, users } from '../../../src/db/schema/index.js';
import { signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { confirmAction, createPerson, insertPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from './bank-accounts-helpers.js';

/**
 * Two members answering the same request at the same moment (issue #19, "Bad input and races"):
 * exactly one outcome. Each transition locks the request's row, so on PostgreSQL the second
 * transaction waits and then reads what the first wrote. Run it both ways:
 * `npx vitest run --project server test/modules/bank-accounts/change-requests-race.test.ts` (PGlite)
 * and with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (PostgreSQL).
 */
let t: TestApp;
let api: ReturnType<typeof bankApi>;
let a: TestPerson;
let b: TestPerson;
let c: TestPerson;

beforeAll(async () => {
  t = await startTestApp();
  api = bankApi(t);
  a = await createPerson(t, 'race-a');
  b = await createPerson(t, 'race-b');
  c = await createPerson(t, 'race-c');
  await confirmAction(t, a.key, a.phone);
}, 60_000);
afterAll(() => t.close());

/** A staff member with the role, signed in with the login code staff always give: the back office's session. */
async function staffSession(label: string, role: 'operator' | 'portfolio_manager'): Promise<string> {
  const person = await insertPerson(t.database, label);
  await t.database.db
    .update(users)
    .set({ isStaff: true, staffRole: role, loginTwoFactorAuthEnabled: true })
    .where(eq(users.id, person.id));
  t.app.sessions.forgetAll();
  return signIn(t.app, { email: person.email, password: person.password, phone: person.phone });
}

const answer = (key: string, id: number, how: 'confirm' | 'decline') =>
  api.post(key, `/api/accounts/change-requests/${id}/${how}/`, how === 'decline' ? { reason: '' } : {});

/** A verify request on an account where one more signer (b or c) is enough: advanced, a minimum of 2. */
async function openRequest(): Promise<number> {
  const { account } = await api.activeAccount(a, [b, c], {
    option: 'advanced',
    advancedOption: 'minimum_signatures',
    minNumberOfSignatories: 2,
  });
  const res = await api.post(a.key, `/api/accounts/${account.id}/bank-accounts/`, await api.details(a.key));
  return (res.json() as BankAccount).verify_change_request!.id;
}

async function stored(id: number) {
  const [row] = await t.database.db.select().from(bankChangeRequests).where(eq(bankChangeRequests.id, id));
  const events = await t.database.db
    .select()
    .from(bankChangeRequestEvents)
    .where(eq(bankChangeRequestEvents.requestId, id));
  return { status: row!.status, actions: events.map((e) => e.action).sort() };
}

describe('two members answering at once', () => {
  it('two confirmations: one moves it on, the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await openRequest();
      const results = await Promise.all([answer(b.key, id, 'confirm'), answer(c.key, id, 'confirm')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const refused = results.find((r) => r.statusCode === 400)!;
      expect(refused.json().non_field_errors).toEqual([
        BankAccountMessages.noLongerPending('waiting for the portfolio manager'),
      ]);
      expect(await stored(id)).toEqual({ status: 'awaiting_approval', actions: ['confirmed', 'submitted'] });
    }
  });

  it('a confirmation and a decline: whichever comes first decides, the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await openRequest();
      const results = await Promise.all([answer(b.key, id, 'confirm'), answer(c.key, id, 'decline')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const { status, actions } = await stored(id);
      expect([
        ['awaiting_approval', ['confirmed', 'submitted']],
        ['declined', ['declined', 'submitted']],
      ]).toContainEqual([status, actions]);
    }
  });

  it('the same member twice at once: one answer counts', async () => {
    const id = await openRequest();
    const results = await Promise.all([answer(b.key, id, 'confirm'), answer(b.key, id, 'confirm')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await stored(id)).actions).toEqual(['confirmed', 'submitted']);
  });

  it('the portfolio manager approving twice at once applies it once', async () => {
    const id = await openRequest();
    await answer(b.key, id, 'confirm');
    const results = await Promise.all([
      api.operatorPost(`/change-requests/${id}/approve/`),
      api.operatorPost(`/change-requests/${id}/approve/`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await stored(id)).actions).toEqual(['applied', 'approved', 'confirmed', 'submitted']);
  });

  it('two staff members in the back office, one approving and one declining at once: one outcome', async () => {
    const id = await openRequest();
    await answer(b.key, id, 'confirm');
    const managerKey = await staffSession('race-manager', 'portfolio_manager');
    const operatorKey = await staffSession('race-operator', 'operator');
    const results = await Promise.all([
      api.post(managerKey, `/api/operator/change-requests/${id}/approve/`, {}),
      api.post(operatorKey, `/api/operator/change-requests/${id}/decline/`, { reason: 'Statement unreadable' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const { status, actions } = await stored(id);
    expect(
      [
        { status: 'applied', actions: ['applied', 'approved', 'confirmed', 'submitted'] },
        // The portfolio manager's decline is recorded as `approval_declined` (a member's as `declined`).
        { status: 'declined', actions: ['approval_declined', 'confirmed', 'submitted'] },
      ].some((outcome) => outcome.status === status && JSON.stringify(outcome.actions) === JSON.stringify(actions)),
      `${status} ${actions.join(',')}`,
    ).toBe(true);
  });

  it('two changes of one bank account opened at once: one request, the other refused', async () => {
    const { account, bank } = await api.activeAccount(a, [b], { option: 'all' });
    const url = `/api/accounts/${account.id}/bank-accounts/${bank.id}/`;
    const [one, two] = await Promise.all([api.details(a.key, { name: 'One' }), api.details(a.key, { name: 'Two' })]);
    const results = await Promise.all([api.patch(a.key, url, one), api.patch(a.key, url, two)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().non_field_errors).toEqual([
      BankAccountMessages.requestAlreadyOpen,
    ]);
    const open = await t.database.db
      .select()
      .from(bankChangeRequests)
      .where(eq(bankChangeRequests.bankAccountId, bank.id));
    expect(open).toHaveLength(1);
  });
});
