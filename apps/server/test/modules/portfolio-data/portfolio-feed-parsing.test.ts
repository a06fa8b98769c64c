import { describe, expect, it } from 'vitest';
import { CsvReader, CsvSyntaxError, parseCsv, toCsv } from '../../../src/modules/portfolio-data/csv.js';
import {
  color,
  decimal6,
  dollarsToCents,
  isoDate,
  isPlainDecimal6,
  isPlainText,
} from '../../../src/modules/portfolio-data/feed-cells.js';
import { FEED_COLUMNS, FeedReader, type FeedProblem } from '../../../src/modules/portfolio-data/feed-formats.js';
import { demoPortfolioFeed, lastBusinessDayOnOrBefore } from '../../../src/db/seed/portfolio-demo-feed.js';

describe('CSV (RFC 4180)', () => {
  it('reads plain records with LF or CRLF line ends and no final line break', () => {
    expect(parseCsv('a,b\n1,2\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    // A lone CR ends a record too; plain lines around a quoted one read alike.
    expect(parseCsv('a,b\r1,2\n"q,r",3\r\n4,5\n\n6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['q,r', '3'],
      ['4', '5'],
      [''],
      ['6'],
    ]);
  });

  it('reads quoted fields holding commas, line breaks and doubled quotes', () => {
    expect(parseCsv('name,note\r\n"Smith, J","said ""hi""\r\nthen left"\r\n')).toEqual([
      ['name', 'note'],
      ['Smith, J', 'said "hi"\r\nthen left'],
    ]);
  });

  it('keeps empty fields, drops a byte-order mark and adds no record for the final line break', () => {
    expect(parseCsv('\uFEFFa,b,c\n,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['', '', ''],
    ]);
    expect(parseCsv('a\n""\n')).toEqual([['a'], ['']]);
  });

  it('names the record of a syntax mistake', () => {
    const attempt = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        return error instanceof CsvSyntaxError ? [error.row, error.message] : error;
      }
      return 'parsed';
    };
    expect(attempt('a,b\n1,"open\n')).toEqual([2, 'A quoted field is not closed.']);
    expect(attempt('a,b\n1,2\n3,x"y"\n')).toEqual([3, 'A quote inside an unquoted field.']);
    expect(attempt('a,b\n"1"x,2\n')).toEqual([2, 'Unexpected text after a closing quote.']);
  });

  it('reads the same records however the text is cut into pieces (a body as it arrives)', () => {
    const text = '\uFEFFa,b,c\r\n"x, ""y""","multi\r\nline",\n,,\r\nlast,"q"\r';
    const whole = parseCsv(text);
    expect(whole).toEqual([
      ['a', 'b', 'c'],
      ['x, "y"', 'multi\r\nline', ''],
      ['', '', ''],
      ['last', 'q'],
    ]);
    // Every pair of cut points: inside quotes, between CR and LF, after the byte-order mark...
    for (let first = 0; first <= text.length; first++)
      for (let second = first; second <= text.length; second++) {
        const reader = new CsvReader();
        const records = [
          ...reader.push(text.slice(0, first)),
          ...reader.push(text.slice(first, second)),
          ...reader.push(text.slice(second)),
          ...reader.end(),
        ];
        expect({ first, second, records }).toEqual({ first, second, records: whole });
      }
  });

  it('names the record of a mistake counted over every piece', () => {
    const reader = new CsvReader();
    expect(reader.push('a,b\n1,2\n3,')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => reader.push('4"\n')).toThrow(new CsvSyntaxError(3, 'A quote inside an unquoted field.'));
  });

  it('writes what it reads back', () => {
    const records = [
      ['code', 'name'],
      ['BHP', 'BHP Group, "the Big Australian"'],
      ['X', ''],
    ];
    expect(parseCsv(toCsv(records))).toEqual(records);
  });
});

describe('feed cells', () => {
  it('reads dollars to integer cents without floating point', () => {
    expect(dollarsToCents('1234.56')).toEqual({ ok: true, value: 123456 });
    expect(dollarsToCents('0.1')).toEqual({ ok: true, value: 10 });
    expect(dollarsToCents('7')).toEqual({ ok: true, value: 700 });
    expect(dollarsToCents('-12.3')).toEqual({ ok: true, value: -1230 });
    // 0.29 × 100 is 28.999999999999996 in floating point; the digits give 29.
    expect(dollarsToCents('0.29')).toEqual({ ok: true, value: 29 });
    expect(dollarsToCents('9999999999999.99')).toEqual({ ok: true, value: 999999999999999 });
  });

  it('refuses more than two decimals, thousands separators, words and a sign where none belongs', () => {
    expect(dollarsToCents('1.005')).toEqual({ ok: false, reason: "'1.005' has more than 2 decimal places" });
    expect(dollarsToCents('1,000.00').ok).toBe(false);
    expect(dollarsToCents('12 dollars').ok).toBe(false);
    expect(dollarsToCents('').ok).toBe(false);
    expect(dollarsToCents('-5.00', { signed: false })).toEqual({ ok: false, reason: "'-5.00' must not be negative" });
  });

  it('keeps units and prices to six decimals as exact text', () => {
    expect(decimal6('1.5')).toEqual({ ok: true, value: '1.500000' });
    expect(decimal6('0012.000001')).toEqual({ ok: true, value: '12.000001' });
    expect(decimal6('1.0000001')).toEqual({ ok: false, reason: "'1.0000001' has more than 6 decimal places" });
    expect(decimal6('-3', { signed: true })).toEqual({ ok: true, value: '-3.000000' });
    expect(decimal6('-3').ok).toBe(false);
  });

  it('reads dates and colours', () => {
    expect(isoDate('2025-02-28')).toEqual({ ok: true, value: '2025-02-28' });
    expect(isoDate('2025-02-29').ok).toBe(false);
    expect(isoDate('28/02/2025').ok).toBe(false);
    expect(color('#1f6fb2')).toEqual({ ok: true, value: '#1F6FB2' });
    expect(color('blue').ok).toBe(false);
  });
});

describe('holdings records (the plain shape read without a reader per cell)', () => {
  it('recognises only decimals and text the full rules keep as they are', () => {
    for (const text of ['0', '12', '12.5', '12.123456', '99999999999999.1'])
      expect([text, isPlainDecimal6(text, false)]).toEqual([text, true]);
    for (const text of ['', '-1', '1.', '.5', '1.1234567', '123456789012345', ' 1', '1 ', '1e3', '+1', '1,5'])
      expect([text, isPlainDecimal6(text, false)]).toEqual([text, false]);
    expect(isPlainDecimal6('-1.5', true)).toBe(true);
    expect(isPlainDecimal6('-', true)).toBe(false);
    expect(isPlainText('BHP Group', 32)).toBe(true);
    for (const text of ['', ' BHP', 'BHP ', 'BHP\u00a0', '\tBHP', 'x'.repeat(33)])
      expect(isPlainText(text, 32)).toBe(false);
  });

  const header = [...FEED_COLUMNS.holdings];
  const record = (cells: Partial<Record<(typeof FEED_COLUMNS.holdings)[number], string>>) =>
    header.map(
      (column) =>
        cells[column] ??
        {
          account_code: 'ACC-1',
          option_code: 'GRW',
          date: '2025-07-01',
          code: 'BHP',
          name: 'BHP Group Limited',
          asset_class: 'Australian Equities',
          units: '100',
          price: '40.5',
          target_units: '',
          strike_price: '',
        }[column],
    );
  const read = (...records: string[][]) => {
    const problems: FeedProblem[] = [];
    const reader = new FeedReader('holdings', problems);
    expect(reader.header(header)).toBe(true);
    const lines = records.map((cells, i) => reader.line(cells, i + 2));
    return { lines, problems };
  };

  it('reads a plain record as written and any other through the full rules, to the same values', () => {
    const { lines, problems } = read(
      record({}),
      record({
        code: ' BHP ',
        name: 'BHP Group Limited\u00a0',
        units: '0100.0',
        target_units: '110',
        strike_price: '45',
      }),
      record({ date: ' 2025-07-01' }),
    );
    expect(problems).toEqual([]);
    expect(lines[0]).toMatchObject({
      code: 'BHP',
      name: 'BHP Group Limited',
      units: '100',
      price: '40.5',
      targetUnits: null,
    });
    expect(lines[1]).toMatchObject({ code: 'BHP', name: 'BHP Group Limited', units: '100.000000', price: '40.500000' });
    expect(lines[1]).toMatchObject({ targetUnits: '110.000000', strikePrice: '45.000000' });
    // A date the rules trim is not taken as written, even right after the same date plainly.
    expect(lines[2]).toMatchObject({ date: '2025-07-01', units: '100.000000' });
  });

  it('names every bad cell of a record, even after plain ones of the same date', () => {
    const { lines, problems } = read(
      record({}),
      record({ date: '2025-02-29', units: '1.1234567', price: '-40.5', name: '' }),
      record({ units: '-3' }),
    );
    expect(lines.map((line) => line !== null)).toEqual([true, false, true]);
    expect(problems).toEqual([
      { row: 3, column: 'date', value: '2025-02-29', reason: "'2025-02-29' is not a date written YYYY-MM-DD" },
      { row: 3, column: 'name', value: '', reason: 'is required' },
      { row: 3, column: 'units', value: '1.1234567', reason: "'1.1234567' has more than 6 decimal places" },
      { row: 3, column: 'price', value: '-40.5', reason: "'-40.5' must not be negative" },
    ]);
    // Units may be negative (a short position); prices may not.
    expect(lines[2]).toMatchObject({ units: '-3' });
  });
});

describe('demo portfolio feed', () => {
  const until = { year: 2026, month: 11, day: 22 }; // a Sunday

  it('is the same text for the same day, and a later day keeps every earlier figure', () => {
    const first = demoPortfolioFeed('investor@example.com', until);
    expect(demoPortfolioFeed('investor@example.com', until)).toEqual(first);
    const later = demoPortfolioFeed('investor@example.com', { year: 2026, month: 11, day: 25 });
    const laterValuations = new Set(later.valuations.split('\r\n'));
    const shared = first.valuations.split('\r\n').filter((line) => line > 'DEMO' && !line.includes(',2023-11-'));
    expect(shared.every((line) => laterValuations.has(line))).toBe(true);
  });

  it('covers three years of business days up to the last business day', () => {
    expect(lastBusinessDayOnOrBefore(until)).toEqual({ year: 2026, month: 11, day: 20 });
    const dates = parseCsv(demoPortfolioFeed('investor@example.com', until).valuations)
      .slice(1)
      .map((record) => record[2]!);
    expect(dates.at(-1)).toBe('2026-11-20');
    expect([...dates].sort()[0]).toBe('2023-11-01');
    const weekdays = new Set(dates.map((date) => new Date(`${date}T00:00:00Z`).getUTCDay()));
    expect(weekdays.has(0) || weekdays.has(6)).toBe(false);
  });

  it('gives each holdings day holdings whose values add up to that day’s value, with some struck rows', () => {
    const feed = demoPortfolioFeed('investor@example.com', until);
    const value = new Map(
      parseCsv(feed.valuations)
        .slice(1)
        .map((r) => [`${r[0]}|${r[1]}|${r[2]}`, dollarsToCents(r[3]!)]),
    );
    const [header, ...holdings] = parseCsv(feed.holdings);
    expect(header).toEqual([
      'account_code',
      'option_code',
      'date',
      'code',
      'name',
      'asset_class',
      'units',
      'price',
      'target_units',
      'strike_price',
    ]);
    const cents = (text: string) => {
      const read = dollarsToCents(text);
      if (!read.ok) throw new Error(text);
      return read.value;
    };
    // value = units × min(price, strike): whole units at whole cents (cash: dollars at 1.00) stay exact.
    const sums = new Map<string, number>();
    for (const [account, option, date, , , , units, price, , strike] of holdings) {
      const capped = strike ? Math.min(cents(price!), cents(strike)) : cents(price!);
      const key = `${account}|${option}|${date}`;
      sums.set(key, (sums.get(key) ?? 0) + Math.round(Number(units) * capped));
    }
    for (const [key, sum] of sums)
      expect({ key, sum }).toEqual({ key, sum: (value.get(key) as { value: number }).value });
    expect(holdings.some((r) => r[9] !== '')).toBe(true);
    expect(new Set(holdings.map((r) => r[5]))).toEqual(
      new Set(['Australian Equities', 'International Equities', 'Fixed Income', 'Property', 'Cash']),
    );
  });

  it('gives each security one close a day, whichever option holds it, and keeps units between rebalances', () => {
    const holdings = parseCsv(demoPortfolioFeed('investor@example.com', until).holdings).slice(1);
    const closes = new Map<string, Set<string>>();
    for (const r of holdings) {
      const key = `${r[3]} ${r[2]}`;
      closes.set(key, (closes.get(key) ?? new Set()).add(r[7]!));
    }
    expect([...closes].filter(([, prices]) => prices.size > 1)).toEqual([]);
    expect([...closes.keys()].some((key) => key.startsWith('BHP'))).toBe(true);
    // Between quarter ends the units stand: e.g. every option's units on 31 October equal 30 September's.
    const units = (date: string) =>
      holdings
        .filter((r) => r[2] === date && r[3] !== 'CASH')
        .map((r) => `${r[0]} ${r[1]} ${r[3]} ${r[6]}`)
        .sort();
    expect(units('2025-10-31')).toEqual(units('2025-09-30'));
    expect(units('2025-10-31')).not.toEqual(units('2025-12-31'));
  });

  it('delivers only the holdings days after those already imported', () => {
    const feed = demoPortfolioFeed('investor@example.com', until, {
      holdingsImportedUpTo: new Map([
        ['DEMO-IND-001/AEG', '2026-10-30'],
        ['DEMO-IND-001/INC', '2026-11-20'],
      ]),
    });
    const days = (option: string) =>
      new Set(
        parseCsv(feed.holdings)
          .slice(1)
          .filter((r) => `${r[0]}/${r[1]}` === option)
          .map((r) => r[2]),
      );
    expect(days('DEMO-IND-001/AEG')).toEqual(new Set(['2026-11-20']));
    expect(days('DEMO-IND-001/INC')).toEqual(new Set());
    expect(days('DEMO-SMSF-001/BAL').size).toBeGreaterThan(30);
  });
});
