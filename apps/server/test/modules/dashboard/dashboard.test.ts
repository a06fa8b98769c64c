import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANAGED_USER_HEADER, Messages } from '@portal/contract';
import {
  accountMembers,
  accounts,
  assetClasses,
  cashFlows,
  dailyValuations,
  holdingPositions,
  investmentOptions,
  securityPrices,
} from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/**
 * The dashboard's figures over a small hand-made portfolio whose answers are worked out here.
 * Today is fixed at 15 March 2026 (Sydney): twelve months back is April 2025 – March 2026, the
 * current financial year July 2025 – March 2026, the previous one July 2024 – June 2025.
 *
 * Account "Smith SMSF" has two options, Growth (G) and Income (I); another person's account
 * "Other" must never show up.
 */
let t: TestApp;
let owner: TestPerson;
let stranger: TestPerson;
let ids: { account: number; growth: number; income: number; other: number; otherOption: number };
/** Asset class ids by name (the demo feed has numbered some of them already). */
let classes: Record<string, number>;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createPerson(t, 'dashboard-owner');
  stranger = await createPerson(t, 'dashboard-stranger');
  const db = t.database.db;
  const [account] = await db
    .insert(accounts)
    .values({ externalCode: 'T-SMITH', name: 'Smith SMSF', accountType: 'smsf' })
    .returning();
  const [other] = await db
    .insert(accounts)
    .values({ externalCode: 'T-OTHER', name: 'Other', accountType: 'individual' })
    .returning();
  await db.insert(accountMembers).values([
    { accountId: account!.id, userId: owner.id, role: 'primary' },
    { accountId: other!.id, userId: stranger.id, role: 'primary' },
  ]);
  const [growth, income, otherOption] = await db
    .insert(investmentOptions)
    .values([
      { accountId: account!.id, externalCode: 'G', label: 'Growth', color: '#1f77b4', position: 0 },
      { accountId: account!.id, externalCode: 'I', label: 'Income', color: '#ff7f0e', position: 1 },
      { accountId: other!.id, externalCode: 'X', label: 'Secret', color: '#000000', position: 0 },
    ])
    .returning();
  ids = {
    account: account!.id,
    growth: growth!.id,
    income: income!.id,
    other: other!.id,
    otherOption: otherOption!.id,
  };

  const flow = (optionId: number, date: string, kind: string, cents: number, id: string) => ({
    investmentOptionId: optionId,
    date,
    kind: kind as never,
    amountCents: cents,
    externalId: id,
  });
  await db.insert(cashFlows).values([
    // April 2025: G dividend 100.00, franking 42.86, fee 12.34; I premium 25.50
    flow(ids.growth, '2025-04-10', 'dividend', 10000, 'a1'),
    flow(ids.growth, '2025-04-10', 'franking_credit', 4286, 'a2'),
    flow(ids.growth, '2025-04-30', 'fee', 1234, 'a3'),
    flow(ids.income, '2025-04-20', 'premium', 2550, 'a4'),
    // March 2026: G unrealised -300.00, realised 120.05, options bought -10.00; I other income 7.77
    flow(ids.growth, '2026-03-02', 'unrealised_gain', -30000, 'b1'),
    flow(ids.growth, '2026-03-03', 'realised_gain', 12005, 'b2'),
    flow(ids.growth, '2026-03-04', 'options_bought', -1000, 'b3'),
    flow(ids.income, '2026-03-05', 'other_income', 777, 'b4'),
    // Movements: in 5,000.00 (Feb 2026), out 1,000.00 and withholding tax 3.21 (Mar 2026)
    flow(ids.growth, '2026-02-11', 'movement_in', 500000, 'c1'),
    flow(ids.growth, '2026-03-06', 'movement_out', 100000, 'c2'),
    flow(ids.income, '2026-03-06', 'withholding_tax', 321, 'c3'),
    // Outside twelve months (March 2025) and someone else's option: never counted.
    flow(ids.growth, '2025-03-31', 'dividend', 999999, 'z1'),
    flow(ids.otherOption, '2025-04-10', 'dividend', 777777, 'z2'),
  ]);
  await db.insert(dailyValuations).values([
    { investmentOptionId: ids.growth, date: '2026-03-12', totalAssetCents: 10000000, marginLoanCents: 0 },
    { investmentOptionId: ids.income, date: '2026-03-12', totalAssetCents: 5000000, marginLoanCents: 1000000 },
    { investmentOptionId: ids.growth, date: '2026-03-13', totalAssetCents: 10250000, marginLoanCents: 0 },
    { investmentOptionId: ids.income, date: '2026-03-13', totalAssetCents: 4900000, marginLoanCents: 1000000 },
    { investmentOptionId: ids.otherOption, date: '2026-03-13', totalAssetCents: 99900000, marginLoanCents: 0 },
  ]);
  // Holdings as positions held from a day (until the day they changed) and one close per
  // security and day; the options' latest holdings day is 13 March.
  const names = ['Australian Equities', 'Fixed Income', 'Cash', 'Property'];
  await db
    .insert(assetClasses)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  classes = Object.fromEntries(
    (await db.select().from(assetClasses).where(inArray(assetClasses.name, names))).map((c) => [c.name, c.id]),
  );
  const position = (
    optionId: number,
    code: string,
    assetClass: string,
    units: string,
    validFrom: string,
    validTo: string | null = null,
    strikePrice: string | null = null,
  ) => ({
    investmentOptionId: optionId,
    code,
    name: `${code} Limited`,
    assetClassId: classes[assetClass]!,
    units,
    targetUnits: units,
    strikePrice,
    validFrom,
    validTo,
  });
  await db.insert(holdingPositions).values([
    // Sold on 13 March: held on the 12th only.
    position(ids.growth, 'OLD', 'Australian Equities', '1', '2026-03-12', '2026-03-13'),
    position(ids.growth, 'BHP', 'Australian Equities', '100', '2026-03-13'),
    // Calls struck at 300.00 over CSL, which closed at 310.00: valued at the strike.
    position(ids.growth, 'CSL', 'Australian Equities', '10.5', '2026-03-13', null, '300'),
    position(ids.income, 'BHP', 'Australian Equities', '50', '2026-03-12'),
    position(ids.income, 'AGB', 'Fixed Income', '1000.245', '2026-03-12'),
    position(ids.otherOption, 'SECRET', 'Cash', '1', '2026-03-13'),
  ]);
  await db.insert(securityPrices).values([
    { code: 'OLD', date: '2026-03-12', price: '1' },
    { code: 'BHP', date: '2026-03-12', price: '44.00' },
    { code: 'BHP', date: '2026-03-13', price: '45.10' },
    // A later close (delivered for someone else's later day) is not the 13th's.
    { code: 'BHP', date: '2026-03-16', price: '99.00' },
    { code: 'CSL', date: '2026-03-13', price: '310.00' },
    // No close on the 13th: the latest before it stands.
    { code: 'AGB', date: '2026-03-12', price: '1.00' },
    { code: 'SECRET', date: '2026-03-13', price: '1' },
  ]);
  await db
    .update(investmentOptions)
    .set({ holdingsAsOf: '2026-03-13' })
    .where(inArray(investmentOptions.id, [ids.growth, ids.income, ids.otherOption]));
});
afterAll(() => t.close());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T01:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const get = (path: string, key = owner.key) =>
  t.app.inject({ method: 'GET', url: `/api/ipm/dashboard/${path}`, headers: bearer(key) });

describe('return summary', () => {
  it('adds income, capital and fees per month: total = income + capital - fees, and totals are the months’ sums', async () => {
    const res = await get('return-summary/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.monthly_values).toHaveLength(12);
    // April 2025: income 100.00 + 42.86 + 25.50 = 168.36; fee 12.34; total 156.02
    expect(body.monthly_values[0]).toEqual({
      month: '2025-04',
      income_return: '168.36',
      capital_return: '0.00',
      fee: '12.34',
      total_return: '156.02',
    });
    // March 2026: income 7.77; capital -300.00 + 120.05 - 10.00 = -189.95; total -182.18
    expect(body.monthly_values[11]).toEqual({
      month: '2026-03',
      income_return: '7.77',
      capital_return: '-189.95',
      fee: '0.00',
      total_return: '-182.18',
    });
    expect(body).toMatchObject({
      total_income_return: '176.13',
      total_capital_return: '-189.95',
      total_fee: '12.34',
      total_total_return: '-26.16',
    });
  });

  it('counts only the chosen option', async () => {
    const body = (await get(`return-summary/?investment_option=${ids.income}`)).json();
    expect(body.total_income_return).toBe('33.27'); // 25.50 + 7.77
    expect(body.total_capital_return).toBe('0.00');
  });
});

describe('capital performance, income and capital movements', () => {
  it('capital performance: capital return = unrealised + realised + options bought', async () => {
    const body = (await get('capital-performance/')).json();
    expect(body.monthly_values[11]).toEqual({
      month: '2026-03',
      unrealised: '-300.00',
      realised: '120.05',
      options_bought: '-10.00',
      capital_return: '-189.95',
    });
    expect(body.total_capital_return).toBe('-189.95');
  });

  it('income: each kind and the total income return', async () => {
    const body = (await get('income/')).json();
    expect(body).toMatchObject({
      total_premiums_received: '25.50',
      total_dividends: '100.00',
      total_franking_credits: '42.86',
      total_other_income: '7.77',
      total_income_return: '176.13',
    });
  });

  it('capital movements per month', async () => {
    const body = (await get('capital-movement/')).json();
    expect(body.monthly_values[10]).toMatchObject({ month: '2026-02', movements_in: '5000.00' });
    expect(body.monthly_values[11]).toMatchObject({ movements_out: '1000.00', withholding_tax: '3.21' });
    expect(body).toMatchObject({
      total_movements_in: '5000.00',
      total_movements_out: '1000.00',
      total_franking_credits: '42.86',
    });
  });
});

describe('total asset value', () => {
  it('sums the options per day, shows margin loan and net equity when a loan exists, and each option’s change', async () => {
    const body = (await get('total-asset-value/')).json();
    expect(body.total_asset_daily_values).toEqual([
      { date: '2026-03-12', amount: '150000.00' },
      { date: '2026-03-13', amount: '151500.00' },
    ]);
    expect(body.margin_loan_daily_values).toEqual([
      { date: '2026-03-12', amount: '10000.00' },
      { date: '2026-03-13', amount: '10000.00' },
    ]);
    expect(body.net_equity_daily_values.at(-1)).toEqual({ date: '2026-03-13', amount: '141500.00' });
    expect(body.totals).toEqual({ total_asset: '151500.00', total_margin_loan: '10000.00', net_equity: '141500.00' });
    const growth = body.investment_options.find((o: { id: number }) => o.id === ids.growth);
    // 100,000.00 -> 102,500.00: +2,500.00, +2.50 %
    expect(growth).toMatchObject({
      label: 'Growth',
      total_amount: '102500.00',
      change: { amount: '2500.00', percent: '2.50' },
    });
    const income = body.investment_options.find((o: { id: number }) => o.id === ids.income);
    // 50,000.00 -> 49,000.00: -1,000.00, -2.00 %
    expect(income.change).toEqual({ amount: '-1000.00', percent: '-2.00' });
  });

  it('leaves out margin loan and net equity when no loan is above 0', async () => {
    const body = (await get(`total-asset-value/?investment_option=${ids.growth}`)).json();
    expect(body.margin_loan_daily_values).toEqual([]);
    expect(body.net_equity_daily_values).toEqual([]);
  });
});

describe('asset allocation and investments', () => {
  it('allocates the latest holdings by asset class; none for the previous financial year', async () => {
    const body = (await get('asset-allocations/')).json();
    // Value = units × min(close, strike), rounded half up to the cent, on 13 March:
    // BHP 100 × 45.10 = 4,510.00; CSL 10.5 × min(310.00, 300.00) = 3,150.00; BHP 50 × 45.10 = 2,255.00;
    // AGB 1,000.245 × 1.00 (the close of the 12th) = 1,000.245 -> 1,000.25.
    // Australian Equities 4,510 + 3,150 + 2,255 = 9,915.00; Fixed Income 1,000.25; total 10,915.25
    expect(body).toEqual({
      available: true,
      items: [
        { id: classes['Australian Equities'], asset_class: 'Australian Equities', actual: '90.84', value: '9915.00' },
        { id: classes['Fixed Income'], asset_class: 'Fixed Income', actual: '9.16', value: '1000.25' },
      ],
    });
    expect((await get('asset-allocations/?period=previous_financial_year')).json()).toEqual({
      available: false,
      items: [],
    });
  });

  it('lists the latest holdings, sorted, searched, grouped and paged by the server', async () => {
    const all = (await get('investments/')).json();
    expect(all).toMatchObject({ available: true, date: '2026-03-13', count: 4 });
    expect(all.results.map((r: { code: string; value: string }) => `${r.code} ${r.value}`)).toEqual([
      'BHP 4510.00',
      'CSL 3150.00',
      'BHP 2255.00',
      'AGB 1000.25',
    ]);
    expect(all.results[1]).toMatchObject({
      units: '10.5',
      price: '300.00',
      is_strike: true,
      account: { name: 'Smith SMSF' },
    });
    expect(all.results[3]).toMatchObject({ code: 'AGB', units: '1000.245', price: '1.00', is_strike: false });

    const grouped = (await get('investments/?group_by_investment=true&ordering=code')).json();
    expect(
      grouped.results.map((r: { code: string; units: string; value: string }) => [r.code, r.units, r.value]),
    ).toEqual([
      ['AGB', '1000.245', '1000.25'],
      ['BHP', '150', '6765.00'],
      ['CSL', '10.5', '3150.00'],
    ]);
    expect(grouped.results[1].account).toBeNull();

    const searched = (await get('investments/?search=csl')).json();
    expect(searched.results.map((r: { code: string }) => r.code)).toEqual(['CSL']);
    const paged = (await get('investments/?page=2&page_size=3')).json();
    expect(paged).toMatchObject({ count: 4, results: [{ code: 'AGB' }] });
    const fixedIncome = (await get(`investments/?asset_class=${classes['Fixed Income']}`)).json();
    expect(fixedIncome).toMatchObject({ count: 1, results: [{ code: 'AGB', asset_class: 'Fixed Income' }] });
    expect((await get('investments/?period=previous_financial_year')).json()).toEqual({
      available: false,
      date: null,
      count: 0,
      results: [],
    });
  });

  it('downloads every matching row as CSV named Investments-DDMMYYYY.csv', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ipm/dashboard/investments/?page_size=1',
      headers: { ...bearer(owner.key), accept: 'text/csv' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Investments-15032026.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Code,Name,Asset class,Units,Price,Value,Target units,Account,Investment option,Capped at strike',
    );
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe('CSL,CSL Limited,Australian Equities,10.5,300.00,3150.00,10.5,Smith SMSF,Growth,yes');
  });
});

describe('the investments card’s asset-class filter (spec 3 §3, §7: asset_class is an asset id)', () => {
  it('lists only the holdings of the class the id names, grouped, searched or as CSV alike', async () => {
    const equities = (await get(`investments/?asset_class=${classes['Australian Equities']}&ordering=code`)).json();
    expect(equities.results.map((r: { code: string; value: string }) => `${r.code} ${r.value}`)).toEqual([
      'BHP 4510.00',
      'BHP 2255.00',
      'CSL 3150.00',
    ]);
    const grouped = (
      await get(`investments/?asset_class=${classes['Australian Equities']}&group_by_investment=true&search=bhp`)
    ).json();
    expect(grouped).toMatchObject({ count: 1, results: [{ code: 'BHP', units: '150', value: '6765.00' }] });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/ipm/dashboard/investments/?asset_class=${classes['Fixed Income']}`,
      headers: { ...bearer(owner.key), accept: 'text/csv' },
    });
    expect(csv.body.trim().split('\r\n').slice(1)).toEqual([
      'AGB,AGB Limited,Fixed Income,1000.245,1.00,1000.25,1000.245,Smith SMSF,Income,no',
    ]);
  });

  it('lists nothing for a class the investor holds nothing of (classes are everyone’s)', async () => {
    // Cash is the stranger's only class; Property nobody's.
    for (const name of ['Cash', 'Property']) {
      const res = await get(`investments/?asset_class=${classes[name]}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ available: true, count: 0, results: [] });
    }
  });

  it('refuses an id no class has, or anything not an id, with the contract’s message on asset_class', async () => {
    const unknown = Math.max(...Object.values(classes)) + 1000;
    for (const value of [String(unknown), '2147483647', 'Cash', '0', '-1', '1.5', '2147483648', '']) {
      const res = await get(`investments/?asset_class=${encodeURIComponent(value)}`);
      expect(res.statusCode, value).toBe(400);
      // The 400 is the declared shape (validationErrorSchema), naming only the field.
      expect(res.json()).toEqual({
        field_errors: { asset_class: [Messages.chooseAssetClass] },
        non_field_errors: [],
      });
    }
    // With another bad field, both are named at once.
    const both = await get(`investments/?asset_class=${unknown}&account=${ids.other}`);
    expect(Object.keys(both.json().field_errors).sort()).toEqual(['account', 'asset_class']);
  });
});

describe('bad input and other people’s data', () => {
  it('refuses another investor’s account or option on its field, and shows nothing of it', async () => {
    const res = await get(`return-summary/?account=${ids.other}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.account).toEqual(['Choose accounts from your own.']);
    const option = await get(`investments/?investment_option=${ids.otherOption}`);
    expect(option.json().field_errors.investment_option).toBeDefined();
    // The stranger sees only their own account.
    const theirs = (await get('investments/', stranger.key)).json();
    expect(theirs.results.map((r: { code: string }) => r.code)).toEqual(['SECRET']);
  });

  it('names the field of a bad period, id list, page size or search', async () => {
    expect((await get('income/?period=forever')).json().field_errors).toHaveProperty('period');
    expect((await get('income/?account=abc')).json().field_errors).toHaveProperty('account');
    expect((await get('investments/?page_size=100000')).json().field_errors).toHaveProperty('page_size');
    // A finder's text caps at 40 characters (spec 1 §5).
    expect((await get(`investments/?search=${'x'.repeat(40)}`)).statusCode).toBe(200);
    expect((await get(`investments/?search=${'x'.repeat(41)}`)).json().field_errors).toEqual({
      search: [Messages.queryTooLong(40)],
    });
    expect((await get('investments/?ordering=password')).json().field_errors).toHaveProperty('ordering');
  });

  it('accepts ids repeated or comma-joined', async () => {
    const repeated = (await get(`income/?investment_option=${ids.growth}&investment_option=${ids.income}`)).json();
    const joined = (await get(`income/?investment_option=${ids.growth},${ids.income}`)).json();
    expect(joined).toEqual(repeated);
    expect(joined.total_income_return).toBe('176.13');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ipm/dashboard/income/' })).statusCode).toBe(401);
  });
});

describe('filter setup', () => {
  const patch = (body: object, key = owner.key) =>
    t.app.inject({ method: 'PATCH', url: '/api/ipm/dashboard/filter-setup/', headers: bearer(key), payload: body });

  it('starts at twelve months with nothing chosen, listing the user’s accounts and options and the latest data date', async () => {
    const body = (await get('filter-setup/', stranger.key)).json();
    expect(body).toEqual({
      period: 'twelve_months',
      account: [],
      investment_option: [],
      asset: null,
      accounts: [
        {
          id: ids.other,
          name: 'Other',
          investment_options: [{ id: ids.otherOption, label: 'Secret', color: '#000000' }],
        },
      ],
      latest_availability_date: '2026-03-13',
    });
  });

  it('saves every change and reads it back; another investor’s ids are refused and nothing is saved', async () => {
    const saved = await patch({
      period: 'current_financial_year',
      account: [ids.account],
      investment_option: [ids.growth],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      period: 'current_financial_year',
      account: [ids.account],
      investment_option: [ids.growth],
    });
    const refused = await patch({ period: 'twelve_months', account: [ids.other], investment_option: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors.account).toBeDefined();
    const bad = await patch({ period: 'forever', account: [], investment_option: [] });
    expect(bad.json().field_errors.period).toBeDefined();
    expect((await get('filter-setup/')).json()).toMatchObject({
      period: 'current_financial_year',
      account: [ids.account],
    });
  });

  it('saves the asset class as {id, name}, named as the feed names it, and reads it back', async () => {
    const saved = await patch({
      period: 'current_financial_year',
      account: [ids.account],
      investment_option: [],
      // The name sent is not stored: the id names the class.
      asset: { id: classes['Fixed Income'], name: 'Bonds' },
    });
    expect(saved.statusCode).toBe(200);
    const fixedIncome = { id: classes['Fixed Income'], name: 'Fixed Income' };
    expect(saved.json()).toMatchObject({ period: 'current_financial_year', asset: fixedIncome });
    expect((await get('filter-setup/')).json()).toMatchObject({ account: [ids.account], asset: fixedIncome });

    // Refused on its field, and nothing saved: an id no class has, or one that is no id.
    const unknown = Math.max(...Object.values(classes)) + 1000;
    for (const id of [unknown, 0, 1.5, 'Cash']) {
      const refused = await patch({
        period: 'twelve_months',
        account: [],
        investment_option: [],
        asset: { id, name: 'Cash' },
      });
      expect(refused.statusCode, String(id)).toBe(400);
      expect(refused.json()).toEqual({
        field_errors: { 'asset.id': [Messages.chooseAssetClass] },
        non_field_errors: [],
      });
    }
    expect((await get('filter-setup/')).json()).toMatchObject({ period: 'current_financial_year', asset: fixedIncome });

    // The filter is saved whole: null, or no asset at all, is no asset class.
    const cleared = await patch({
      period: 'current_financial_year',
      account: [ids.account],
      investment_option: [],
      asset: null,
    });
    expect(cleared.json().asset).toBeNull();
    await patch({
      period: 'current_financial_year',
      account: [ids.account],
      investment_option: [],
      asset: fixedIncome,
    });
    const left = await patch({ period: 'current_financial_year', account: [ids.account], investment_option: [] });
    expect(left.json().asset).toBeNull();
    expect((await get('filter-setup/')).json().asset).toBeNull();
  });
});

describe('filter setup while staff act for the client (spec 3 §4)', () => {
  it('shows the defaults and saves nothing: the client’s own choice stays', async () => {
    const staff = await signIn(t.app, STAFF);
    const acting = { ...bearer(staff), [MANAGED_USER_HEADER]: String(owner.id) };
    // The client's own choice, an asset class among it.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/ipm/dashboard/filter-setup/',
      headers: bearer(owner.key),
      payload: {
        period: 'current_financial_year',
        account: [ids.account],
        investment_option: [],
        asset: { id: classes['Australian Equities'], name: 'Australian Equities' },
      },
    });
    const before = (await get('filter-setup/')).json();
    expect(before).toMatchObject({ period: 'current_financial_year', asset: { id: classes['Australian Equities'] } });

    const shown = await t.app.inject({ method: 'GET', url: '/api/ipm/dashboard/filter-setup/', headers: acting });
    expect(shown.json()).toMatchObject({ period: 'twelve_months', account: [], investment_option: [] });
    expect(shown.json().accounts.map((a: { id: number }) => a.id)).toEqual([ids.account]);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/ipm/dashboard/filter-setup/',
      headers: acting,
      payload: {
        period: 'previous_financial_year',
        account: [ids.account],
        investment_option: [ids.income],
        asset: { id: classes.Cash, name: 'Cash' },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      period: 'previous_financial_year',
      account: [ids.account],
      investment_option: [ids.income],
      asset: { id: classes.Cash, name: 'Cash' },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ipm/dashboard/filter-setup/', headers: acting })).json().asset,
    ).toBeNull();
    // Still checked as the client's own: another investor's account is refused.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/ipm/dashboard/filter-setup/',
      headers: acting,
      payload: { period: 'twelve_months', account: [ids.other], investment_option: [] },
    });
    expect(refused.json().field_errors.account).toBeDefined();
    expect((await get('filter-setup/')).json()).toEqual(before);
  });
});

describe('selecting an account (issue #22 item 1)', () => {
  const select = (accountId: number) =>
    t.app.inject({ method: 'POST', url: `/api/accounts/${accountId}/select/`, headers: bearer(owner.key) });

  it('points the dashboard at the selected account alone, options cleared and period kept', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/ipm/dashboard/filter-setup/',
      headers: bearer(owner.key),
      payload: {
        period: 'previous_financial_year',
        account: [],
        investment_option: [ids.growth],
        asset: { id: classes.Cash, name: 'Cash' },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await select(ids.account)).statusCode).toBe(200);
    // The asset class is not the account's: it stays chosen.
    expect((await get('filter-setup/')).json()).toMatchObject({
      period: 'previous_financial_year',
      account: [ids.account],
      investment_option: [],
      asset: { id: classes.Cash, name: 'Cash' },
    });
  });

  it('leaves the dashboard as it was for an account with no portfolio figures yet', async () => {
    const [fresh] = await t.database.db
      .insert(accounts)
      .values({ externalCode: 'T-FRESH', name: 'Fresh Trust', accountType: 'trust' })
      .returning();
    await t.database.db.insert(accountMembers).values({ accountId: fresh!.id, userId: owner.id, role: 'primary' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/ipm/dashboard/filter-setup/',
      headers: bearer(owner.key),
      payload: { period: 'twelve_months', account: [ids.account], investment_option: [ids.income] },
    });
    expect((await select(fresh!.id)).json()).toMatchObject({ id: fresh!.id, is_selected: true });
    expect((await get('filter-setup/')).json()).toMatchObject({
      period: 'twelve_months',
      account: [ids.account],
      investment_option: [ids.income],
    });
  });
});

describe('the demo investor', () => {
  it('has accounts with options and figures in every card, whose totals agree with their months', async () => {
    vi.useRealTimers();
    const key = await signIn(t.app, INVESTOR);
    const setup = (await get('filter-setup/', key)).json();
    expect(setup.accounts.length).toBeGreaterThanOrEqual(2);
    expect(setup.latest_availability_date).not.toBeNull();
    const summary = (await get('return-summary/', key)).json();
    expect(summary.monthly_values).toHaveLength(12);
    const cents = (v: string) => BigInt(v.replace('.', ''));
    const sum = (field: string) =>
      summary.monthly_values.reduce((acc: bigint, m: Record<string, string>) => acc + cents(m[field]!), 0n);
    expect(sum('total_return')).toBe(cents(summary.total_total_return));
    expect(cents(summary.total_total_return)).toBe(
      cents(summary.total_income_return) + cents(summary.total_capital_return) - cents(summary.total_fee),
    );
    expect(cents(summary.total_income_return)).toBeGreaterThan(0n);
    const investments = (await get('investments/', key)).json();
    expect(investments.count).toBeGreaterThan(0);
    // Calls written over a holding of the income options: the card marks it, "capped at Strike".
    expect(investments.results.some((r: { is_strike: boolean }) => r.is_strike)).toBe(true);
    // The demo feed's classes have ids: a slice of the allocation filters the investments by its id.
    const [largest] = (await get('asset-allocations/', key)).json().items;
    const ofClass = (await get(`investments/?asset_class=${largest.id}&page_size=99999`, key)).json();
    expect(ofClass.count).toBeGreaterThan(0);
    expect(ofClass.count).toBeLessThan(investments.count);
    expect(new Set(ofClass.results.map((r: { asset_class: string }) => r.asset_class))).toEqual(
      new Set([largest.asset_class]),
    );
    expect((await get('total-asset-value/', key)).json().total_asset_daily_values.length).toBeGreaterThan(200);
  });
});
