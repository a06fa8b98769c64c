import type { BankAccount, ChangeRequest } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PEOPLE, seedDemoData } from '../../../src/db/seed/index.js';
import { bankAccounts, bankChangeRequests } from '../../../src/db/schema/index.js';
import { INVESTOR, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/** The demo's bank accounts (issue #19 item 7): the joint account with a change waiting for the investor. */
let t: TestApp;
let investorKey: string;
let jointKey: string;

beforeAll(async () => {
  t = await startTestApp();
  investorKey = await signIn(t.app, INVESTOR);
  // joint@example.com signs in with the demo password and no login code.
  jointKey = await signIn(t.app, { email: DEMO_PEOPLE.joint.email, password: DEMO_PASSWORD });
});
afterAll(() => t.close());

const get = (key: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(key) });

describe('the demo bank accounts', () => {
  it('every active account of the investor with a product has a linked, complete bank account', async () => {
    const mine = (await get(investorKey, '/api/accounts/bank-accounts/')).json() as BankAccount[];
    expect(mine.length).toBeGreaterThanOrEqual(4);
    for (const bank of mine) {
      expect(bank.status).toBe('active');
      expect(bank.linked_products).toEqual(['ipm']);
      expect(bank.document_file).not.toBeNull();
      expect(bank.bsb_was_found).toBe(true);
    }
  });

  it('the joint account: one pending edit by Alex Morgan, waiting for the investor', async () => {
    const jointBanks = (await get(jointKey, '/api/accounts/bank-accounts/')).json() as BankAccount[];
    expect(jointBanks).toHaveLength(1);
    const request = jointBanks[0]!.edit_change_request!;
    expect(request).toMatchObject({
      status: 'pending',
      initiator: { first_name: 'Alex', last_name: 'Morgan', is_current_user: true },
      waiting_for: ['Olivia Bennett'],
      can_cancel: true,
    });
    const asInvestor = (await get(investorKey, `/api/accounts/change-requests/${request.id}/`)).json() as ChangeRequest;
    expect(asInvestor).toMatchObject({ can_confirm: true, can_decline: true, new_data: { number: '*****877' } });
  });

  it('seeding again adds nothing', async () => {
    const before = [
      (await t.database.db.select().from(bankAccounts)).length,
      (await t.database.db.select().from(bankChangeRequests)).length,
    ];
    await seedDemoData(t.database.db);
    expect([
      (await t.database.db.select().from(bankAccounts)).length,
      (await t.database.db.select().from(bankChangeRequests)).length,
    ]).toEqual(before);
  });
});
