import { Readable } from 'node:stream';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  assetClasses,
  dataImports,
  holdingPositions,
  investmentOptions,
  securityPrices,
  stagedHoldingImports,
  stagedHoldings,
} from '../../../src/db/schema/index.js';
import { latestHoldings } from '../../../src/modules/dashboard/dashboard.repository.js';
import { sydneyToday } from '../../../src/modules/dashboard/dashboard-period.js';
import { bearer } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/**
 * Holdings are stored as positions (a row per unchanged stretch of days) and one close per
 * security and day. Each test works on its own investment option of account H-ACC, so the
 * positions it reads are the ones it imported.
 */
let t: TestApp;
let owner: TestPerson;
const HEADER = 'account_code,option_code,date,code,name,asset_class,units,price,target_units,strike_price';
const OPTIONS = [
  'KEEP',
  'CHG',
  'SOLD',
  'AGAIN',
  'OLDER',
  'PRICE',
  'STRIKE',
  'MULTI',
  'BIG',
  'MIX',
  'PAST',
  'SEEN',
  'TEXT',
  'CLASS',
];

const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';
/** One holdings row of option `option` of H-ACC. */
const row = (
  option: string,
  date: string,
  code: string,
  units: string,
  price: string,
  { target = '', strike = '', name = `${code} Ltd`, assetClass = 'Australian Equities' } = {},
) => `H-ACC,${option},${date},${code},${name},${assetClass},${units},${price},${target},${strike}`;

const importHoldings = (body: string | Readable) =>
  t.app.inject({
    method: 'POST',
    url: '/api/operator/imports/holdings/',
    headers: { authorization: `Operator ${TEST_OPERATOR_KEY}`, 'content-type': 'text/csv' },
    payload: body,
  });

const ids = new Map<string, number>();
const optionId = (code: string) => ids.get(code)!;

/** Every stored position of the option, as `code units from→to`. */
async function positions(option: string): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(holdingPositions)
    .where(eq(holdingPositions.investmentOptionId, optionId(option)))
    .orderBy(asc(holdingPositions.code), asc(holdingPositions.validFrom));
  return rows.map(
    (p) =>
      `${p.code} ${p.units.replace(/\.?0+$/, '')}${p.strikePrice ? ` strike ${p.strikePrice}` : ''} ` +
      `${p.validFrom}→${p.validTo ?? 'open'}`,
  );
}

async function asOf(option: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ day: investmentOptions.holdingsAsOf })
    .from(investmentOptions)
    .where(eq(investmentOptions.id, optionId(option)));
  return row!.day;
}

const tally = async () => {
  const db = t.database.db;
  const n = async (table: typeof holdingPositions | typeof securityPrices | typeof dataImports) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    positions: await n(holdingPositions),
    prices: await n(securityPrices),
    imports: await n(dataImports),
    staged: (await db.select({ n: count() }).from(stagedHoldings))[0]!.n,
    running: (await db.select({ n: count() }).from(stagedHoldingImports))[0]!.n,
  };
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await createPerson(t, 'holdings-owner');
  const post = (kind: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/imports/${kind}/`,
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}`, 'content-type': 'text/csv' },
      payload: body,
    });
  expect(
    (await post('accounts', `account_code,name,type,primary_user_email\nH-ACC,Holder,smsf,${owner.email}\n`))
      .statusCode,
  ).toBe(200);
  const options = ['account_code,option_code,label,color', ...OPTIONS.map((o) => `H-ACC,${o},${o},#123456`)];
  expect((await post('investment-options', options.join('\n') + '\n')).statusCode).toBe(200);
  const rows = await t.database.db
    .select({ id: investmentOptions.id, code: investmentOptions.externalCode })
    .from(investmentOptions)
    .innerJoin(accounts, eq(accounts.id, investmentOptions.accountId))
    .where(eq(accounts.externalCode, 'H-ACC'));
  for (const r of rows) ids.set(r.code, r.id);
});
afterAll(() => t.close());

describe('holdings stored as positions', () => {
  it('keeps a position held unchanged across days as one row, open from its first day', async () => {
    for (const date of ['2025-05-01', '2025-05-02', '2025-05-05'])
      expect((await importHoldings(csv(row('KEEP', date, 'BHP', '100', '40.00', { target: '110' })))).json()).toEqual({
        kind: 'holdings',
        rows: 1,
        imported: true,
      });
    expect(await positions('KEEP')).toEqual(['BHP 100 2025-05-01→open']);
    expect(await asOf('KEEP')).toBe('2025-05-05');
  });

  it('closes a changed position on the day it changed and opens the new one (units, target, name, class or strike)', async () => {
    await importHoldings(
      csv(row('CHG', '2025-05-01', 'BHP', '100', '40.00'), row('CHG', '2025-05-01', 'CBA', '5', '100')),
    );
    await importHoldings(
      csv(row('CHG', '2025-05-02', 'BHP', '120', '40.00'), row('CHG', '2025-05-02', 'CBA', '5', '101')),
    );
    await importHoldings(
      csv(
        row('CHG', '2025-05-05', 'BHP', '120', '41.00'),
        row('CHG', '2025-05-05', 'CBA', '5', '101', { target: '6' }),
      ),
    );
    // A new close alone changes no position; new units or a new target do.
    expect(await positions('CHG')).toEqual([
      'BHP 100 2025-05-01→2025-05-02',
      'BHP 120 2025-05-02→open',
      'CBA 5 2025-05-01→2025-05-05',
      'CBA 5 2025-05-05→open',
    ]);
  });

  it('numbers each asset class once: a new name becomes a class, a known one keeps its id, a rejected file adds none', async () => {
    const db = t.database.db;
    const classesNamed = (names: string[]) =>
      db
        .select({ id: assetClasses.id, name: assetClasses.name })
        .from(assetClasses)
        .where(inArray(assetClasses.name, names))
        .orderBy(asc(assetClasses.name));
    const held = async () =>
      (
        await db
          .select({ code: holdingPositions.code, to: holdingPositions.validTo, assetClass: assetClasses.name })
          .from(holdingPositions)
          .innerJoin(assetClasses, eq(assetClasses.id, holdingPositions.assetClassId))
          .where(eq(holdingPositions.investmentOptionId, optionId('CLASS')))
          .orderBy(asc(holdingPositions.code), asc(holdingPositions.validFrom))
      ).map((p) => `${p.code} ${p.assetClass} ${p.to ?? 'open'}`);

    expect(
      (
        await importHoldings(
          csv(
            row('CLASS', '2025-05-01', 'TCL', '10', '12.00', { assetClass: 'Test Infrastructure' }),
            row('CLASS', '2025-05-01', 'APA', '20', '8.00', { assetClass: 'Test Infrastructure' }),
          ),
        )
      ).statusCode,
    ).toBe(200);
    const [infrastructure] = await classesNamed(['Test Infrastructure']);
    expect(infrastructure).toBeDefined();

    // A file rejected for a bad row numbers none of its classes.
    const rejected = await importHoldings(
      csv(
        row('CLASS', '2025-05-02', 'TCL', '10', '12.00', { assetClass: 'Test Rejected Class' }),
        row('CLASS', '2025-05-02', 'APA', 'ten', '8.00'),
      ),
    );
    expect(rejected.statusCode).toBe(400);
    expect(await classesNamed(['Test Rejected Class'])).toEqual([]);

    // APA moves to another class: its position closes and reopens; TCL keeps its class and its row.
    await importHoldings(
      csv(
        row('CLASS', '2025-05-02', 'TCL', '10', '12.10', { assetClass: 'Test Infrastructure' }),
        row('CLASS', '2025-05-02', 'APA', '20', '8.10', { assetClass: 'Test Private Credit' }),
      ),
    );
    expect(await classesNamed(['Test Infrastructure', 'Test Private Credit'])).toEqual([
      infrastructure,
      { id: expect.any(Number), name: 'Test Private Credit' },
    ]);
    expect(await held()).toEqual([
      'APA Test Infrastructure 2025-05-02',
      'APA Test Private Credit open',
      'TCL Test Infrastructure open',
    ]);
    expect((await latestHoldings(db, [optionId('CLASS')], '2025-05-31')).map((h) => h.assetClass).sort()).toEqual([
      'Test Infrastructure',
      'Test Private Credit',
    ]);
  });

  it('closes a position the day’s snapshot no longer lists: it is sold, and no longer held', async () => {
    await importHoldings(
      csv(row('SOLD', '2025-05-01', 'BHP', '100', '40'), row('SOLD', '2025-05-01', 'TLS', '900', '4')),
    );
    await importHoldings(csv(row('SOLD', '2025-05-02', 'TLS', '900', '4.1')));
    expect(await positions('SOLD')).toEqual(['BHP 100 2025-05-01→2025-05-02', 'TLS 900 2025-05-01→open']);
    const held = await latestHoldings(t.database.db, [optionId('SOLD')], '2025-12-31');
    expect(held.map((h) => h.code)).toEqual(['TLS']);
    // On the day before, it was still held.
    const before = await latestHoldings(t.database.db, [optionId('SOLD')], '2025-05-01');
    expect(before.map((h) => `${h.date} ${h.code}`).sort()).toEqual(['2025-05-01 BHP', '2025-05-01 TLS']);
  });

  it('replaces the latest day when it is delivered again: its changes are undone, then the new snapshot applied', async () => {
    await importHoldings(
      csv(row('AGAIN', '2025-05-01', 'BHP', '100', '40'), row('AGAIN', '2025-05-01', 'CBA', '5', '100')),
    );
    // 2 May: BHP sold, CBA changed, NAB bought.
    await importHoldings(
      csv(row('AGAIN', '2025-05-02', 'CBA', '6', '100'), row('AGAIN', '2025-05-02', 'NAB', '50', '30')),
    );
    // 2 May corrected: BHP still held, CBA unchanged, no NAB, WES bought.
    const corrected = await importHoldings(
      csv(
        row('AGAIN', '2025-05-02', 'BHP', '100', '40.5'),
        row('AGAIN', '2025-05-02', 'CBA', '5', '100.5'),
        row('AGAIN', '2025-05-02', 'WES', '10', '60'),
      ),
    );
    expect(corrected.json()).toEqual({ kind: 'holdings', rows: 3, imported: true });
    expect(await positions('AGAIN')).toEqual([
      'BHP 100 2025-05-01→open',
      'CBA 5 2025-05-01→open',
      'WES 10 2025-05-02→open',
    ]);
    // The corrected closes replace the first delivery's.
    const [bhp] = await t.database.db
      .select({ price: securityPrices.price })
      .from(securityPrices)
      .where(sql`${securityPrices.code} = 'BHP' and ${securityPrices.date} = '2025-05-02'`);
    expect(bhp!.price).toBe('40.500000');
  });

  it('rejects a day older than the option’s latest holdings day, naming its row, and changes nothing', async () => {
    await importHoldings(csv(row('OLDER', '2025-05-02', 'BHP', '100', '40')));
    const before = await tally();
    const res = await importHoldings(
      csv(row('OLDER', '2025-05-05', 'BHP', '100', '40'), row('OLDER', '2025-05-01', 'BHP', '90', '39')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([
      'Row 3, column date: 2025-05-01 is before 2025-05-02, the latest holdings day imported for H-ACC OLDER; ' +
        'holdings go forward day by day, and only the latest day may be delivered again.',
      'Nothing was imported.',
    ]);
    expect(await tally()).toEqual(before);
    expect(await asOf('OLDER')).toBe('2025-05-02');
  });

  it('rejects a second price for a security on a day, naming the row that gave the first', async () => {
    const before = await tally();
    const res = await importHoldings(
      csv(
        row('PRICE', '2025-07-01', 'BHP', '100', '40.50'),
        row('PRICE', '2025-07-01', 'CBA', '5', '100'),
        // The same close written differently is the same close.
        row('MIX', '2025-07-01', 'BHP', '1', '40.5000'),
        row('STRIKE', '2025-07-01', 'BHP', '1', '40.51'),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([
      'Row 5, column price: BHP on 2025-07-01 is priced 40.51 here and 40.5 in row 2; a security has one market close per day.',
      'Nothing was imported.',
    ]);
    expect(await tally()).toEqual(before);
  });

  it('stores names as written: commas, quotes, tabs, line breaks and backslashes in a quoted cell', async () => {
    const name = 'Smith, "Jones"\tand\r\nC:\\Sons\\N Ltd';
    const cell = `"${name.replace(/"/g, '""')}"`;
    const res = await importHoldings(csv(row('TEXT', '2025-05-01', 'SJS', '5', '2.00', { name: cell })));
    expect(res.json()).toEqual({ kind: 'holdings', rows: 1, imported: true });
    const [held] = await latestHoldings(t.database.db, [optionId('TEXT')], '2025-05-31');
    expect(held?.name).toBe(name);
  });

  it('caps a struck holding’s price and value at the strike, and values units × price rounded half up to the cent', async () => {
    await importHoldings(
      csv(
        // Struck below the close: capped at 45.00.
        row('STRIKE', '2025-05-01', 'CALLA', '100', '46.20', { strike: '45' }),
        // Struck above the close: the close stands.
        row('STRIKE', '2025-05-01', 'CALLB', '10', '150.10', { strike: '160' }),
        // 1,000.245 × 1.00 = 1,000.245 -> 1,000.25 (half up, not to even).
        row('STRIKE', '2025-05-01', 'AGB', '1000.245', '1.00', { assetClass: 'Fixed Income' }),
        // 3 × 0.333333 = 0.999999 -> 1.00
        row('STRIKE', '2025-05-01', 'XYZ', '3', '0.333333'),
      ),
    );
    const held = await latestHoldings(t.database.db, [optionId('STRIKE')], '2025-05-31');
    expect(
      held
        .map((h) => ({ code: h.code, date: h.date, price: h.price, valueCents: h.valueCents, isStrike: h.isStrike }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    ).toEqual([
      { code: 'AGB', date: '2025-05-01', price: '1.000000', valueCents: 100_025, isStrike: false },
      { code: 'CALLA', date: '2025-05-01', price: '45.000000', valueCents: 450_000, isStrike: true },
      { code: 'CALLB', date: '2025-05-01', price: '150.100000', valueCents: 150_100, isStrike: true },
      { code: 'XYZ', date: '2025-05-01', price: '0.333333', valueCents: 100, isStrike: false },
    ]);
  });

  it('applies a file of several days in date order, whatever order its rows come in', async () => {
    const res = await importHoldings(
      csv(
        row('MULTI', '2025-05-06', 'BHP', '110', '41'),
        row('MULTI', '2025-05-02', 'BHP', '100', '40'),
        row('MULTI', '2025-05-02', 'CBA', '5', '100'),
        row('MULTI', '2025-05-05', 'BHP', '100', '40.2'),
      ),
    );
    expect(res.json()).toEqual({ kind: 'holdings', rows: 4, imported: true });
    expect(await positions('MULTI')).toEqual([
      'BHP 100 2025-05-02→2025-05-06',
      'BHP 110 2025-05-06→open',
      'CBA 5 2025-05-02→2025-05-05',
    ]);
    expect(await asOf('MULTI')).toBe('2025-05-06');
  });

  it('answers what was held on a past day at that day’s close, and the latest day for a later end', async () => {
    await importHoldings(
      csv(row('PAST', '2025-04-01', 'PASTA', '100', '40'), row('PAST', '2025-04-01', 'PASTB', '10', '4')),
    );
    await importHoldings(csv(row('PAST', '2025-04-03', 'PASTA', '200', '42')));
    const on = async (end: string) =>
      (await latestHoldings(t.database.db, [optionId('PAST')], end))
        .map((h) => `${h.date} ${h.code} ${h.units} × ${h.price} = ${h.valueCents}`)
        .sort();
    expect(await on('2025-03-31')).toEqual([]);
    // The 2nd had no feed: the 1st's positions at the latest close on or before the 2nd.
    expect(await on('2025-04-02')).toEqual([
      '2025-04-02 PASTA 100.000000 × 40.000000 = 400000',
      '2025-04-02 PASTB 10.000000 × 4.000000 = 4000',
    ]);
    expect(await on('2025-12-31')).toEqual(['2025-04-03 PASTA 200.000000 × 42.000000 = 840000']);
  });

  it('answers imported: false for the same file again and changes nothing', async () => {
    const file = csv(row('KEEP', '2025-05-06', 'BHP', '100', '40.10', { target: '110' }));
    expect((await importHoldings(file)).json()).toEqual({ kind: 'holdings', rows: 1, imported: true });
    const before = { tally: await tally(), positions: await positions('KEEP') };
    expect((await importHoldings(file)).json()).toEqual({ kind: 'holdings', rows: 1, imported: false });
    expect({ tally: await tally(), positions: await positions('KEEP') }).toEqual(before);
  });
});

describe('the dashboard after an import', () => {
  const daysAgo = (n: number) => {
    const day = new Date(`${sydneyToday(new Date())}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - n);
    return day.toISOString().slice(0, 10);
  };
  const card = async (path: string) => {
    const query = `period=twelve_months&investment_option=${optionId('SEEN')}&page_size=100`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ipm/dashboard/${path}/?${query}`,
      headers: bearer(owner.key),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const units = async () =>
    ((await card('investments')) as { results: Array<{ code: string; units: string }> }).results.map(
      (r) => `${r.code} ${r.units}`,
    );

  it('answers a card asked again with the same figures, and with the new day once it is imported', async () => {
    expect((await importHoldings(csv(row('SEEN', daysAgo(3), 'WES', '10', '50.00')))).statusCode).toBe(200);
    const first = { units: await units(), allocation: await card('asset-allocations') };
    expect(first.units).toEqual(['WES 10']);
    // Asked again (kept between imports): the same answer.
    expect({ units: await units(), allocation: await card('asset-allocations') }).toEqual(first);

    expect(
      (await importHoldings(csv(row('SEEN', daysAgo(2), 'WES', '30', '50.00', { assetClass: 'Cash' })))).statusCode,
    ).toBe(200);
    expect(await units()).toEqual(['WES 30']);
    expect(await card('asset-allocations')).toEqual({
      available: true,
      items: [{ id: expect.any(Number), asset_class: 'Cash', actual: '100.00', value: '1500.00' }],
    });
  });
});

describe('a large holdings file, streamed', () => {
  /** `rows` holdings of option BIG on one day, in pieces of a few KB as a request body arrives. */
  function* bigFile(rows: number, date: string, bad?: { at: number; line: string }) {
    yield `${HEADER}\r\n`;
    let piece = '';
    for (let i = 0; i < rows; i++) {
      piece += i === bad?.at ? `${bad.line}\r\n` : `${row('BIG', date, `S${i}`, String(i + 1), '1.25')}\r\n`;
      if (piece.length > 4000) {
        yield piece;
        piece = '';
      }
    }
    yield piece;
  }

  it('imports 12,000 rows in staging batches', async () => {
    const res = await importHoldings(Readable.from(bigFile(12_000, '2025-06-02')));
    expect(res.json()).toEqual({ kind: 'holdings', rows: 12_000, imported: true });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(holdingPositions)
      .where(eq(holdingPositions.investmentOptionId, optionId('BIG')));
    expect(stored!.n).toBe(12_000);
    expect((await tally()).staged).toBe(0);
  });

  it('rejects the whole file for one bad row near its end: nothing staged is kept, nothing applied', async () => {
    const before = { tally: await tally(), asOf: await asOf('BIG') };
    const bad = { at: 11_500, line: row('BIG', '2025-06-03', 'S11500', 'lots', '1.25') };
    const res = await importHoldings(Readable.from(bigFile(12_000, '2025-06-03', bad)));
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([
      "Row 11502, column units: 'lots' is not a number (digits and an optional '.').",
      'Nothing was imported.',
    ]);
    // Two staging batches went in before the bad row was read: gone again.
    expect({ tally: await tally(), asOf: await asOf('BIG') }).toEqual(before);
  });

  it('finds a code given twice in an option’s day even when the file interleaves the option’s rows', async () => {
    const before = await tally();
    const res = await importHoldings(
      csv(
        row('MIX', '2025-06-02', 'BHP', '1', '40'),
        row('KEEP', '2025-06-02', 'BHP', '100', '40'),
        row('MIX', '2025-06-02', 'CBA', '1', '100'),
        row('MIX', '2025-06-02', 'BHP', '2', '40'),
      ),
    );
    expect(res.json().non_field_errors).toEqual([
      'Row 5, column code: the same option, date and code as row 2.',
      'Nothing was imported.',
    ]);
    expect(await tally()).toEqual(before);
  });

  it('leaves the staged rows of another import in progress alone', async () => {
    const db = t.database.db;
    const [other] = await db.insert(stagedHoldingImports).values({}).returning();
    await db.insert(stagedHoldings).values({
      importId: other!.id,
      row: 2,
      investmentOptionId: optionId('MIX'),
      date: '2025-06-20',
      code: 'BHP',
      name: 'BHP Ltd',
      assetClass: 'Australian Equities',
      units: '1',
    });
    expect((await importHoldings(csv(row('MIX', '2025-06-20', 'CBA', '1', '100')))).statusCode).toBe(200);
    expect(await db.select({ importId: stagedHoldings.importId }).from(stagedHoldings)).toEqual([
      { importId: other!.id },
    ]);
    await db.delete(stagedHoldings);
    await db.delete(stagedHoldingImports);
  });

  it('refuses a body declared larger than 2 GB before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/imports/holdings/',
      headers: {
        authorization: `Operator ${TEST_OPERATOR_KEY}`,
        'content-type': 'text/csv',
        'content-length': String(3 * 1024 ** 3),
      },
      payload: Readable.from([`${HEADER}\r\n`]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});
