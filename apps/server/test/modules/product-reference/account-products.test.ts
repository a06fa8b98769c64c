import { eq } from 'drizzle-orm';
import { AccountProductMessages, type Account } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EXAMPLE from '../../../src/data/reference-data.example.json' with { type: 'json' };
import { accountMembers, accounts, applicationProducts } from '../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from '../bank-accounts/bank-accounts-helpers.js';

/** Apply now for a product on an account (spec 2 §2; issue #20): POST /api/accounts/{id}/products/. */
let t: TestApp;
let api: ReturnType<typeof bankApi>;
let owner: TestPerson;
let member: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await startTestApp();
  api = bankApi(t);
  const imported = await api.operatorPost('/reference/', EXAMPLE as object);
  if (imported.statusCode >= 300) throw new Error(`reference: ${imported.statusCode} ${imported.body}`);
  owner = await createPerson(t, 'ap-owner');
  member = await createPerson(t, 'ap-member');
  stranger = await createPerson(t, 'ap-stranger');
});
afterAll(() => t.close());

async function newAccount(): Promise<Account> {
  const res = await api.post(owner.key, '/api/accounts/', { type: 'individual' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Account;
}

const choose = (key: string, id: number, product: unknown) =>
  api.post(key, `/api/accounts/${id}/products/`, { product });

describe('applying for a product on an account', () => {
  it('a new account has no product; each one offered is added once, and its application becomes a missing part', async () => {
    const account = await newAccount();
    expect(account.products).toEqual([]);

    const loanNotes = await choose(owner.key, account.id, 'icf');
    expect(loanNotes.statusCode, loanNotes.body).toBe(200);
    expect((loanNotes.json() as Account).products).toEqual(['icf']);

    const portfolio = await choose(owner.key, account.id, 'ipm');
    expect((portfolio.json() as Account).products).toEqual(['icf', 'ipm']);
    expect((portfolio.json() as Account).unfilled_fields).toEqual(
      expect.arrayContaining(['portfolio_application', 'ongoing_ips']),
    );

    const again = await choose(owner.key, account.id, 'icf');
    expect((again.json() as Account).products).toEqual(['icf', 'ipm']);
  });

  it('a product the application does not offer is refused on the product field, and nothing is added', async () => {
    const account = await newAccount();
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    const tenantId = row!.tenantId!;
    const offered = await t.database.db
      .select()
      .from(applicationProducts)
      .where(eq(applicationProducts.tenantId, tenantId));
    // Take the portfolio off this application's offer for the test, then put it back.
    await t.database.db.delete(applicationProducts).where(eq(applicationProducts.tenantId, tenantId));
    await t.database.db.insert(applicationProducts).values(offered.filter((p) => p.productKey !== 'ipm'));
    try {
      const res = await choose(owner.key, account.id, 'ipm');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        field_errors: { product: [AccountProductMessages.notOffered] },
        non_field_errors: [],
      });
      expect((await api.get(owner.key, `/api/accounts/${account.id}/`)).json().products).toEqual([]);
    } finally {
      await t.database.db.delete(applicationProducts).where(eq(applicationProducts.tenantId, tenantId));
      await t.database.db.insert(applicationProducts).values(offered);
    }
  });

  it('an unknown product is refused with the choice message', async () => {
    const account = await newAccount();
    const res = await choose(owner.key, account.id, 'viv');
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ product: [AccountProductMessages.chooseProduct] });
  });

  it('only the primary user applies (403); someone not on the account finds no account (404)', async () => {
    const account = await newAccount();
    await t.database.db.insert(accountMembers).values({ accountId: account.id, userId: member.id, role: 'secondary' });
    expect((await choose(member.key, account.id, 'icf')).statusCode).toBe(403);
    expect((await choose(stranger.key, account.id, 'icf')).statusCode).toBe(404);
    expect((await api.get(owner.key, `/api/accounts/${account.id}/`)).json().products).toEqual([]);
  });
});
