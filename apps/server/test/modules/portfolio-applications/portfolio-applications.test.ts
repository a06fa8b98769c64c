import {
  Messages,
  portfolioApplicationFormMessages as M,
  type Account,
  type PortfolioApplication,
  type SourceOfFunds,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import EXAMPLE from '../../../src/data/reference-data.example.json' with { type: 'json' };
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from '../bank-accounts/bank-accounts-helpers.js';

/** The private portfolio application (issue #20 item 3; spec 2 §3, §5, §6, §7). */
let t: TestApp;
let api: ReturnType<typeof bankApi>;
let owner: TestPerson;
let member: TestPerson;
let stranger: TestPerson;
let sources: SourceOfFunds[];
let other: SourceOfFunds;
let plain: SourceOfFunds;

const URL = '/api/ipm/portfolio-applications/';

beforeAll(async () => {
  t = await startTestApp();
  api = bankApi(t);
  const imported = await api.operatorPost('/reference/', EXAMPLE as object);
  if (imported.statusCode >= 300) throw new Error(`reference: ${imported.statusCode} ${imported.body}`);
  owner = await createPerson(t, 'pa-owner');
  member = await createPerson(t, 'pa-member');
  stranger = await createPerson(t, 'pa-stranger');
  sources = ((await api.get(owner.key, '/api/ipm/sources-of-funds/')).json() as { results: SourceOfFunds[] }).results;
  other = sources.find((s) => s.is_other)!;
  plain = sources.find((s) => !s.is_other)!;
});
afterAll(() => t.close());

function body(overrides: Record<string, unknown> = {}) {
  return {
    is_funds_transfer: true,
    funds_transfer_amount: '600,000.50',
    is_asset_transfer: false,
    asset_transfer_amount: null,
    source_of_funds: [plain.id],
    source_of_funds_other: '',
    is_require_14_days_investing: false,
    investment_period: 'private_portfolio_manager_discretion',
    investment_period_months: null,
    accounting_method: 'minimise_gain',
    receive_franking_credits: 'eligible',
    is_exempt_income_tax: false,
    ...overrides,
  };
}

const unfilled = async (id: number) =>
  ((await api.get(owner.key, `/api/accounts/${id}/`)).json() as Account).unfilled_fields;
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { field_errors: Record<string, string[]> }).field_errors;

describe('saving a portfolio application', () => {
  it('saves, reads back by id and by account, and fills the account’s portfolio_application', async () => {
    const account = await api.setupAccount(owner);
    expect(await unfilled(account.id)).toContain('portfolio_application');
    expect((await api.get(owner.key, `${URL}?account=${account.id}`)).json()).toEqual({ portfolio_application: null });

    const created = await api.post(owner.key, URL, { account: account.id, ...body() });
    expect(created.statusCode).toBe(201);
    const saved = created.json() as PortfolioApplication;
    expect(saved).toMatchObject({
      account: account.id,
      funding_types: ['funds_transfer'],
      funds_transfer_amount: '600000.50',
      asset_transfer_amount: null,
      source_of_funds: [plain.id],
      investment_period: 'private_portfolio_manager_discretion',
      accounting_method: 'minimise_gain',
    });
    expect(await unfilled(account.id)).not.toContain('portfolio_application');
    expect(await unfilled(account.id)).toContain('ongoing_ips');
    expect((await api.get(owner.key, `${URL}${saved.id}/`)).json()).toEqual(saved);
    expect((await api.get(owner.key, `${URL}?account=${account.id}`)).json()).toEqual({ portfolio_application: saved });

    const again = await api.post(owner.key, URL, { account: account.id, ...body() });
    expect(again.statusCode).toBe(400);
    expect(fieldErrors(again).account).toEqual([M.alreadyApplied]);

    const patched = await api.patch(
      owner.key,
      `${URL}${saved.id}/`,
      body({
        is_funds_transfer: false,
        is_asset_transfer: true,
        asset_transfer_amount: '1000000',
        source_of_funds: [other.id],
        source_of_funds_other: 'Sale of a farm',
        is_require_14_days_investing: false,
        investment_period: 'other',
        investment_period_months: 9,
        receive_franking_credits: 'not_eligible',
      }),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      funding_types: ['asset_transfer'],
      funds_transfer_amount: null,
      asset_transfer_amount: '1000000.00',
      source_of_funds_other: 'Sale of a farm',
      investment_period: 'other',
      investment_period_months: 9,
      receive_franking_credits: 'not_eligible',
    });
  });

  it('clears the period when the portfolio is invested within 14 days', async () => {
    const account = await api.setupAccount(owner);
    const res = await api.post(owner.key, URL, {
      account: account.id,
      ...body({ is_require_14_days_investing: true, investment_period: null }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ investment_period: null, investment_period_months: null });
  });
});

describe('the rules of spec 2 §5, each on its field', () => {
  let accountId: number;
  beforeAll(async () => {
    accountId = (await api.setupAccount(owner)).id;
  });
  const refused = async (overrides: Record<string, unknown>) => {
    const res = await api.post(owner.key, URL, { account: accountId, ...body(overrides) });
    expect(res.statusCode).toBe(400);
    return fieldErrors(res);
  };

  it('needs at least one source of funds', async () => {
    expect((await refused({ source_of_funds: [] })).source_of_funds).toEqual([M.chooseSourceOfFunds]);
  });
  it('takes only sources of the reference data', async () => {
    expect((await refused({ source_of_funds: [999_999] })).source_of_funds).toEqual([M.sourceOfFundsUnknown]);
  });
  it('needs the amount of a ticked funding type', async () => {
    expect((await refused({ funds_transfer_amount: null })).funds_transfer_amount).toEqual([Messages.fieldRequired]);
    expect((await refused({ is_asset_transfer: true })).asset_transfer_amount).toEqual([Messages.fieldRequired]);
  });
  it('refuses negative, over-precise, malformed and too long amounts', async () => {
    expect((await refused({ funds_transfer_amount: '-5' })).funds_transfer_amount).toEqual([M.amountNotNegative]);
    expect((await refused({ funds_transfer_amount: '5.123' })).funds_transfer_amount).toEqual([M.amountTwoDecimals]);
    expect((await refused({ funds_transfer_amount: '5a' })).funds_transfer_amount).toEqual([M.amountFormat]);
    expect((await refused({ funds_transfer_amount: '1234567890123.45' })).funds_transfer_amount).toEqual([
      M.amountMaxLength(15),
    ]);
  });
  it('needs the other text, at most 100 characters, when Other is chosen', async () => {
    expect((await refused({ source_of_funds: [other.id] })).source_of_funds_other).toEqual([Messages.fieldRequired]);
    expect(
      (await refused({ source_of_funds: [other.id], source_of_funds_other: 'x'.repeat(101) })).source_of_funds_other,
    ).toEqual([Messages.maxLength(100)]);
  });
  it('needs the period unless invested within 14 days, and months for the other period', async () => {
    expect((await refused({ investment_period: null })).investment_period).toEqual([Messages.fieldRequired]);
    expect((await refused({ investment_period: 'other' })).investment_period_months).toEqual([Messages.fieldRequired]);
  });
  it('takes only accounting methods of the reference data', async () => {
    expect((await refused({ accounting_method: 'nonsense' })).accounting_method).toEqual([M.accountingMethodUnknown]);
  });
  it('saved nothing on the way', async () => {
    expect((await api.get(owner.key, `${URL}?account=${accountId}`)).json()).toEqual({ portfolio_application: null });
    expect(await unfilled(accountId)).toContain('portfolio_application');
  });
});

describe('who may write', () => {
  it('answers 403 to a secondary member and 404 to a stranger; the member still reads', async () => {
    const { account } = await api.activeAccount(owner, [member]);
    const fromMember = await api.post(member.key, URL, { account: account.id, ...body() });
    expect(fromMember.statusCode).toBe(403);
    const fromStranger = await api.post(stranger.key, URL, { account: account.id, ...body() });
    expect(fromStranger.statusCode).toBe(404);

    const saved = (await api.post(owner.key, URL, { account: account.id, ...body() })).json() as PortfolioApplication;
    expect((await api.patch(member.key, `${URL}${saved.id}/`, body())).statusCode).toBe(403);
    expect((await api.patch(stranger.key, `${URL}${saved.id}/`, body())).statusCode).toBe(404);
    expect((await api.get(member.key, `${URL}${saved.id}/`)).statusCode).toBe(200);
    expect((await api.get(stranger.key, `${URL}${saved.id}/`)).statusCode).toBe(404);
  });
});
