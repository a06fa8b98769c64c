import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MANAGED_USER_HEADER, addDays, toIsoDate, today } from '@portal/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMembers,
  accounts,
  assetClasses,
  cashFlows,
  dailyValuations,
  dataImports,
  holdingPositions,
  investmentOptions,
  securityPrices,
  users,
} from '../../../src/db/schema/index.js';
import { lastBusinessDayOnOrBefore } from '../../../src/db/seed/portfolio-demo-feed.js';
import { PORTFOLIO_TIME_ZONE } from '../../../src/db/seed/portfolio.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { runAdminCli, type AdminCliResult } from '../../helpers/admin-cli.js';

let t: TestApp;
let url: string;
let investor: string;
let staff: string;
let investorId: number;
/** Owner of the test account T-ACC-1, imported below. */
let owner: TestPerson;
let tmp: string;

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
  owner = await createPerson(t, 'feed-owner');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, INVESTOR.email));
  investorId = row!.id;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-import-'));
});
afterAll(async () => {
  fs.rmSync(tmp, { recursive: true, force: true });
  await t.close();
});

const importCsv = (kind: string, csv: string, authorization = `Operator ${TEST_OPERATOR_KEY}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/operator/imports/${kind}/`,
    headers: { authorization, 'content-type': 'text/csv' },
    payload: csv,
  });

const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';

const count$ = async (table: typeof dailyValuations | typeof cashFlows | typeof holdingPositions | typeof accounts) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

async function optionId(code: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: investmentOptions.id })
    .from(investmentOptions)
    .innerJoin(accounts, eq(accounts.id, investmentOptions.accountId))
    .where(sql`${accounts.externalCode} = 'T-ACC-1' and ${investmentOptions.externalCode} = ${code}`);
  return row!.id;
}

const latest = (key: string, actingFor?: number) =>
  t.app.inject({
    method: 'GET',
    url: '/api/ipm/dashboard/latest-availability-date/',
    headers: { ...bearer(key), ...(actingFor ? { [MANAGED_USER_HEADER]: String(actingFor) } : {}) },
  });

const ACCOUNTS = () =>
  csv('account_code,name,type,primary_user_email', `T-ACC-1,"Feed Owner, Trustee",smsf,${owner.email.toUpperCase()}`);
const OPTIONS = csv(
  'account_code,option_code,label,color',
  'T-ACC-1,GRW,Growth,#1f6fb2',
  'T-ACC-1,INC,Income Focus,#E07B39',
);
const VALUATIONS = csv(
  'account_code,option_code,date,total_asset_value,margin_loan',
  'T-ACC-1,GRW,2025-03-03,100000.00,25000.50',
  'T-ACC-1,GRW,2025-03-04,100250.1,',
  'T-ACC-1,INC,2025-03-04,50000,0',
);
const CASH_FLOWS = csv(
  'account_code,option_code,date,kind,amount,external_id',
  'T-ACC-1,GRW,2025-03-03,dividend,123.45,div-1',
  'T-ACC-1,GRW,2025-03-03,franking_credit,52.91,fc-1',
  'T-ACC-1,GRW,2025-03-04,unrealised_gain,-1500.25,ug-1',
  'T-ACC-1,INC,2025-03-04,fee,19.99,fee-1',
);
const HOLDINGS_HEADER = 'account_code,option_code,date,code,name,asset_class,units,price,target_units,strike_price';
const HOLDINGS = csv(
  HOLDINGS_HEADER,
  'T-ACC-1,GRW,2025-03-04,BHP,BHP Group Limited,Australian Equities,100,38.5,110,',
  'T-ACC-1,GRW,2025-03-04,CBA,"Commonwealth Bank of Australia, ord",Australian Equities,10.5,150.123456,,148',
);

describe('POST /api/operator/imports/:kind/', () => {
  it('imports each kind in order and stores exactly what the files say', async () => {
    for (const [kind, body, rows] of [
      ['accounts', ACCOUNTS(), 1],
      ['investment-options', OPTIONS, 2],
      ['valuations', VALUATIONS, 3],
      ['cash-flows', CASH_FLOWS, 4],
      ['holdings', HOLDINGS, 2],
    ] as const) {
      const res = await importCsv(kind, body);
      expect({ kind, status: res.statusCode, body: res.json() }).toEqual({
        kind,
        status: 200,
        body: { kind, rows, imported: true },
      });
    }

    const db = t.database.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.externalCode, 'T-ACC-1'));
    expect(account).toMatchObject({ name: 'Feed Owner, Trustee', accountType: 'smsf', status: 'active' });
    expect(await db.select().from(accountMembers).where(eq(accountMembers.accountId, account!.id))).toMatchObject([
      { userId: owner.id, role: 'primary' },
    ]);
    expect(
      await db
        .select({
          code: investmentOptions.externalCode,
          label: investmentOptions.label,
          color: investmentOptions.color,
        })
        .from(investmentOptions)
        .where(eq(investmentOptions.accountId, account!.id))
        .orderBy(asc(investmentOptions.position)),
    ).toEqual([
      { code: 'GRW', label: 'Growth', color: '#1F6FB2' },
      { code: 'INC', label: 'Income Focus', color: '#E07B39' },
    ]);
    const growth = await optionId('GRW');
    const [equities] = await db
      .select({ id: assetClasses.id })
      .from(assetClasses)
      .where(eq(assetClasses.name, 'Australian Equities'));
    expect(
      await db
        .select({
          date: dailyValuations.date,
          total: dailyValuations.totalAssetCents,
          loan: dailyValuations.marginLoanCents,
        })
        .from(dailyValuations)
        .where(eq(dailyValuations.investmentOptionId, growth))
        .orderBy(asc(dailyValuations.date)),
    ).toEqual([
      { date: '2025-03-03', total: 10_000_000, loan: 2_500_050 },
      { date: '2025-03-04', total: 10_025_010, loan: 0 },
    ]);
    expect(
      await db
        .select({ kind: cashFlows.kind, cents: cashFlows.amountCents })
        .from(cashFlows)
        .where(eq(cashFlows.investmentOptionId, growth))
        .orderBy(asc(cashFlows.externalId)),
    ).toEqual([
      { kind: 'dividend', cents: 12_345 },
      { kind: 'franking_credit', cents: 5_291 },
      { kind: 'unrealised_gain', cents: -150_025 },
    ]);
    // One open position per holding from the day, and one close per security and day.
    expect(
      await db
        .select()
        .from(holdingPositions)
        .where(eq(holdingPositions.investmentOptionId, growth))
        .orderBy(asc(holdingPositions.code)),
    ).toEqual([
      {
        investmentOptionId: growth,
        code: 'BHP',
        name: 'BHP Group Limited',
        assetClassId: equities!.id,
        units: '100.000000',
        targetUnits: '110.000000',
        strikePrice: null,
        validFrom: '2025-03-04',
        validTo: null,
      },
      {
        investmentOptionId: growth,
        code: 'CBA',
        name: 'Commonwealth Bank of Australia, ord',
        assetClassId: equities!.id,
        units: '10.500000',
        targetUnits: null,
        strikePrice: '148.000000',
        validFrom: '2025-03-04',
        validTo: null,
      },
    ]);
    expect(
      await db
        .select()
        .from(securityPrices)
        .where(sql`${securityPrices.code} in ('BHP', 'CBA') and ${securityPrices.date} = '2025-03-04'`)
        .orderBy(asc(securityPrices.code)),
    ).toEqual([
      { code: 'BHP', date: '2025-03-04', price: '38.500000' },
      { code: 'CBA', date: '2025-03-04', price: '150.123456' },
    ]);
    const [option] = await db.select().from(investmentOptions).where(eq(investmentOptions.id, growth));
    expect(option!.holdingsAsOf).toBe('2025-03-04');
  });

  it('answers imported: false for the same file again and changes nothing', async () => {
    const before = { valuations: await count$(dailyValuations), flows: await count$(cashFlows) };
    const imports = (await t.database.db.select({ n: count() }).from(dataImports))[0]!.n;
    for (const [kind, body, rows] of [
      ['valuations', VALUATIONS, 3],
      ['cash-flows', CASH_FLOWS, 4],
    ] as const) {
      const res = await importCsv(kind, body);
      expect(res.json()).toEqual({ kind, rows, imported: false });
    }
    expect({ valuations: await count$(dailyValuations), flows: await count$(cashFlows) }).toEqual(before);
    expect((await t.database.db.select({ n: count() }).from(dataImports))[0]!.n).toBe(imports);
  });

  it('lets a corrected delivery replace a day: a valuation is updated, the latest holdings day replaced, no duplicates', async () => {
    const growth = await optionId('GRW');
    const corrected = await importCsv(
      'valuations',
      csv('option_code,account_code,date,margin_loan,total_asset_value', 'GRW,T-ACC-1,2025-03-04,10,100300.00'),
    );
    expect(corrected.json()).toEqual({ kind: 'valuations', rows: 1, imported: true });
    const [day] = await t.database.db
      .select()
      .from(dailyValuations)
      .where(sql`${dailyValuations.investmentOptionId} = ${growth} and ${dailyValuations.date} = '2025-03-04'`);
    expect(day).toMatchObject({ totalAssetCents: 10_030_000, marginLoanCents: 1_000 });

    const again = await importCsv(
      'holdings',
      csv(HOLDINGS_HEADER, 'T-ACC-1,GRW,2025-03-04,BHP,BHP Group Limited,Australian Equities,120,38.5,110,'),
    );
    expect(again.json()).toEqual({ kind: 'holdings', rows: 1, imported: true });
    const codes = await t.database.db
      .select({ code: holdingPositions.code, units: holdingPositions.units, validTo: holdingPositions.validTo })
      .from(holdingPositions)
      .where(eq(holdingPositions.investmentOptionId, growth));
    expect(codes).toEqual([{ code: 'BHP', units: '120.000000', validTo: null }]);
  });

  const VALUATION_HEADER = 'account_code,option_code,date,total_asset_value,margin_loan';
  const GOOD_ROW = 'T-ACC-1,INC,2025-06-02,51000.00,0';
  it.each([
    [
      'a bad date',
      'valuations',
      csv(VALUATION_HEADER, GOOD_ROW, 'T-ACC-1,INC,2025-02-30,1.00,0'),
      "Row 3, column date: '2025-02-30' is not a date written YYYY-MM-DD.",
    ],
    [
      'three decimals',
      'valuations',
      csv(VALUATION_HEADER, GOOD_ROW, 'T-ACC-1,INC,2025-06-03,1.005,0'),
      "Row 3, column total_asset_value: '1.005' has more than 2 decimal places.",
    ],
    [
      'an unknown option code',
      'valuations',
      csv(VALUATION_HEADER, GOOD_ROW, 'T-ACC-1,NOPE,2025-06-03,1.00,0'),
      'Row 3, column option_code: account T-ACC-1 has no investment option NOPE.',
    ],
    [
      'an unknown account code',
      'valuations',
      csv(VALUATION_HEADER, GOOD_ROW, 'NO-ACC,INC,2025-06-03,1.00,0'),
      'Row 3, column account_code: no account has the code NO-ACC.',
    ],
    [
      'a wrong column count',
      'valuations',
      csv(VALUATION_HEADER, GOOD_ROW, 'T-ACC-1,INC,2025-06-03,1.00'),
      'Row 3: has 4 fields where the header has 5.',
    ],
    [
      'a day given twice',
      'valuations',
      csv(VALUATION_HEADER, GOOD_ROW, GOOD_ROW),
      'Row 3, column date: the same account, option and date as row 2.',
    ],
    [
      'a missing column',
      'valuations',
      csv('account_code,option_code,date,total_asset_value', 'T-ACC-1,INC,2025-06-03,1.00'),
      'Row 1, column margin_loan: this column is missing from the header.',
    ],
    [
      'a negative fee',
      'cash-flows',
      csv(
        'account_code,option_code,date,kind,amount,external_id',
        'T-ACC-1,INC,2025-06-02,fee,5.00,f-9',
        'T-ACC-1,INC,2025-06-02,fee,-5.00,f-10',
      ),
      "Row 3, column amount: '-5.00' must not be negative.",
    ],
    [
      'an unknown kind of cash flow',
      'cash-flows',
      csv('account_code,option_code,date,kind,amount,external_id', 'T-ACC-1,INC,2025-06-02,bonus,5.00,b-1'),
      "Row 2, column kind: 'bonus' is not one of",
    ],
    [
      'an unclosed quote',
      'valuations',
      csv(VALUATION_HEADER, GOOD_ROW, 'T-ACC-1,"INC,2025-06-03,1.00,0'),
      'Row 3: A quoted field is not closed.',
    ],
    ['no data rows', 'valuations', csv(VALUATION_HEADER), 'Row 1: the file has no data rows.'],
  ])('rejects a file with %s whole, naming the row, and writes nothing', async (_case, kind, body, message) => {
    const imports = async () => (await t.database.db.select({ n: count() }).from(dataImports))[0]!.n;
    const before = {
      valuations: await count$(dailyValuations),
      flows: await count$(cashFlows),
      imports: await imports(),
    };
    const res = await importCsv(kind, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors[0]).toContain(message);
    expect(res.json().non_field_errors.at(-1)).toBe('Nothing was imported.');
    // Not even the file is recorded: once fixed, its good rows import.
    expect({
      valuations: await count$(dailyValuations),
      flows: await count$(cashFlows),
      imports: await imports(),
    }).toEqual(before);
  });

  it('shows an account imported for someone who had already opened the dashboard on their next call', async () => {
    const joiner = await createPerson(t, 'kept-accounts');
    const setup = () =>
      t.app.inject({ method: 'GET', url: '/api/ipm/dashboard/filter-setup/', headers: bearer(joiner.key) });
    expect((await setup()).json().accounts).toEqual([]);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/ipm/dashboard/return-summary/',
      headers: bearer(joiner.key),
    });
    expect(summary.statusCode).toBe(200);

    expect(
      (
        await importCsv(
          'accounts',
          csv('account_code,name,type,primary_user_email', `T-KEPT-1,Joiner Super,smsf,${joiner.email}`),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await importCsv(
          'investment-options',
          csv('account_code,option_code,label,color', 'T-KEPT-1,BAL,Balanced,#336699'),
        )
      ).statusCode,
    ).toBe(200);

    const accountsNow = (await setup()).json().accounts;
    expect(accountsNow).toEqual([
      {
        id: expect.any(Number),
        name: 'Joiner Super',
        investment_options: [{ id: expect.any(Number), label: 'Balanced', color: '#336699' }],
      },
    ]);
    const chosen = await t.app.inject({
      method: 'GET',
      url: `/api/ipm/dashboard/return-summary/?account=${accountsNow[0].id}`,
      headers: bearer(joiner.key),
    });
    expect(chosen.statusCode).toBe(200);
  });

  it('rejects an accounts file naming an unknown e-mail, and creates no account', async () => {
    const res = await importCsv(
      'accounts',
      csv(
        'account_code,name,type,primary_user_email',
        `T-ACC-2,Second,individual,${owner.email}`,
        'T-ACC-3,Third,company,nobody@example.com',
        'T-ACC-4,Fourth,partnership,not-an-email',
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([
      'Row 3, column primary_user_email: no user has the e-mail nobody@example.com.',
      "Row 4, column type: 'partnership' is not one of individual, joint, smsf, trust, company.",
      "Row 4, column primary_user_email: 'not-an-email' is not an e-mail address.",
      'Nothing was imported.',
    ]);
    expect(
      await t.database.db
        .select()
        .from(accounts)
        .where(sql`${accounts.externalCode} like 'T-ACC-_' and ${accounts.externalCode} <> 'T-ACC-1'`),
    ).toEqual([]);
  });

  it('answers 400 naming the kind for a kind not in the list', async () => {
    const res = await importCsv('trades', csv(VALUATION_HEADER, GOOD_ROW));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toEqual(['kind']);
  });

  it('takes a feed larger than the JSON body limit (1 MB), and only with the operator key', async () => {
    const rows = Array.from({ length: 40_000 }, (_, i) => `T-ACC-1,INC,2024-01-01,dividend,${i}.00,big-${i}`);
    rows.push('T-ACC-1,INC,not-a-date,dividend,1.00,big-last');
    const big = csv('account_code,option_code,date,kind,amount,external_id', ...rows);
    expect(big.length).toBeGreaterThan(1_100_000);
    const res = await importCsv('cash-flows', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([
      "Row 40002, column date: 'not-a-date' is not a date written YYYY-MM-DD.",
      'Nothing was imported.',
    ]);

    expect((await importCsv('valuations', VALUATIONS, '')).statusCode).toBe(401);
    expect((await importCsv('valuations', VALUATIONS, `Token ${investor}`)).statusCode).toBe(404);
  });
});

describe('GET /api/ipm/dashboard/latest-availability-date/', () => {
  it('answers the demo investor’s latest valuation day: the last business day before today in Sydney', async () => {
    const expected = toIsoDate(lastBusinessDayOnOrBefore(addDays(today(PORTFOLIO_TIME_ZONE), -1)));
    const res = await latest(investor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ latest_availability_date: expected });
    // The reports page reads the same figure at its own path.
    const reports = await t.app.inject({
      method: 'GET',
      url: '/api/ipm/latest-availability-date/',
      headers: bearer(investor),
    });
    expect(reports.json()).toEqual({ latest_availability_date: expected });
  });

  it('answers only from the user’s own accounts, and null for someone with none', async () => {
    // The owner's latest day is long before the investor's: neither sees the other's.
    expect((await latest(owner.key)).json().latest_availability_date).toBe('2025-03-04');
    const nobody = await createPerson(t, 'no-accounts');
    expect((await latest(nobody.key)).json()).toEqual({ latest_availability_date: null });
    expect((await latest(staff)).json()).toEqual({ latest_availability_date: null });
  });

  it('answers the managed client’s date to staff acting for them, and refuses the header to anyone else', async () => {
    const own = (await latest(investor)).json();
    expect((await latest(staff, investorId)).json()).toEqual(own);
    expect((await latest(owner.key, investorId)).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ipm/dashboard/latest-availability-date/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('npm run admin -- import <kind> FILE.csv', () => {
  function admin(args: string[]): Promise<AdminCliResult> {
    return runAdminCli(url, args);
  }

  it('imports a file and prints the result; the same file again is imported: false', async () => {
    const file = path.join(tmp, 'valuations.csv');
    fs.writeFileSync(
      file,
      csv('account_code,option_code,date,total_asset_value,margin_loan', 'T-ACC-1,INC,2025-03-05,50100.00,0'),
    );
    const first = await admin(['import', 'valuations', file]);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ kind: 'valuations', rows: 1, imported: true });
    const again = await admin(['import', 'valuations', file]);
    expect(JSON.parse(again.stdout)).toEqual({ kind: 'valuations', rows: 1, imported: false });
  }, 60_000);

  it('streams a holdings file from disk to the portal', async () => {
    const file = path.join(tmp, 'holdings.csv');
    fs.writeFileSync(
      file,
      csv(HOLDINGS_HEADER, 'T-ACC-1,INC,2025-03-05,TLS,Telstra Group Limited,Australian Equities,2000,4.05,,'),
    );
    const res = await admin(['import', 'holdings', file]);
    expect({ code: res.code, stdout: JSON.parse(res.stdout) }).toEqual({
      code: 0,
      stdout: { kind: 'holdings', rows: 1, imported: true },
    });
    const held = await t.database.db
      .select({ code: holdingPositions.code, validFrom: holdingPositions.validFrom })
      .from(holdingPositions)
      .where(eq(holdingPositions.investmentOptionId, await optionId('INC')));
    expect(held).toEqual([{ code: 'TLS', validFrom: '2025-03-05' }]);
  }, 60_000);

  it('prints the rejected rows and exits non-zero', async () => {
    const file = path.join(tmp, 'bad.csv');
    fs.writeFileSync(
      file,
      csv('account_code,option_code,date,total_asset_value,margin_loan', 'T-ACC-1,INC,2025-03-06,1.001,0'),
    );
    const res = await admin(['import', 'valuations', file]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('400');
    expect(res.stderr).toContain("Row 2, column total_asset_value: '1.001' has more than 2 decimal places.");
    const missing = await admin(['import', 'valuations', path.join(tmp, 'missing.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read');
  }, 60_000);
});
