import { AccountsAdminMessages, type BankAccount, type OperatorBankAccount } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * The back office's account page shows an account's bank accounts as its members see them
 * (issue #23 "see everything the investor sees"): GET /api/operator/accounts/{id}/bank-accounts/.
 */
let t: TestApp;
let investorKey: string;
let staffKeys: Record<'operator' | 'auditor' | 'portfolio manager', string>;
let jointId: number;
let bareId: number;

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const get = (url: string, headers: Record<string, string> = operator) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await startTestApp();
  investorKey = await signIn(t.app, INVESTOR);
  staffKeys = {
    operator: await signIn(t.app, STAFF),
    auditor: await signIn(t.app, { email: 'auditor@example.com', phone: '0412000004', password: DEMO_PASSWORD }),
    'portfolio manager': await signIn(t.app, {
      email: 'manager@example.com',
      phone: '0412000003',
      password: DEMO_PASSWORD,
    }),
  };
  const [joint] = await t.database.db.select().from(accounts).where(eq(accounts.externalCode, 'DEMO-JOINT-001'));
  jointId = joint!.id;
  const [bare] = await t.database.db
    .insert(accounts)
    .values({ externalCode: 'T-OP-BANKLESS', name: 'Bankless Pty Ltd', accountType: 'company' })
    .returning();
  bareId = bare!.id;
}, 60_000);
afterAll(() => t.close());

describe('GET /api/operator/accounts/{id}/bank-accounts/', () => {
  it('lists what the members see, the number masked, with the change request each waits on', async () => {
    const res = await get(`/api/operator/accounts/${jointId}/bank-accounts/`);
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await get(`/api/accounts/${jointId}/bank-accounts/`, bearer(investorKey))).json() as BankAccount[];
    const listed = res.json() as OperatorBankAccount[];
    // The demo joint account: one bank account, its details changed by Alex and waiting for Olivia.
    expect(listed).toHaveLength(1);
    const [bank] = listed as [OperatorBankAccount];
    const [member] = seen as [BankAccount];
    expect(bank).toEqual({
      id: member.id,
      status: member.status,
      name: member.name,
      bsb: member.bsb,
      number: '*****891',
      bank: member.bank,
      branch: member.branch,
      linked_products: ['ipm'],
      open_change_request: expect.objectContaining({
        id: member.edit_change_request!.id,
        kind: 'edit',
        status: member.edit_change_request!.status,
        waiting_for: member.edit_change_request!.waiting_for,
        new_data: expect.objectContaining({ number: '*****877' }),
        // Staff are not members: nothing of the request is theirs to answer.
        can_confirm: false,
        can_decline: false,
        can_cancel: false,
      }),
    });
    expect(member.number).toBe('40567891');
  });

  it('answers every staff role; an account without one lists none, one nobody has is a 404', async () => {
    for (const [role, key] of Object.entries(staffKeys)) {
      const res = await get(`/api/operator/accounts/${jointId}/bank-accounts/`, bearer(key));
      expect(res.statusCode, role).toBe(200);
    }
    expect((await get(`/api/operator/accounts/${bareId}/bank-accounts/`)).json()).toEqual([]);
    const missing = await get('/api/operator/accounts/2147483647/bank-accounts/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(AccountsAdminMessages.notFound);
  });

  it('does not exist for an investor, even one on the account (404)', async () => {
    const res = await get(`/api/operator/accounts/${jointId}/bank-accounts/`, bearer(investorKey));
    expect(res.statusCode).toBe(404);
  });
});
