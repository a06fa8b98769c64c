import {
  addDays,
  compareCalendarDates,
  toIsoDate,
  type AccountType,
  type CalendarDate,
  type CashFlowKind,
  type PortfolioImportKind,
} from '@portal/contract';
import { toCsv } from '../../modules/portfolio-data/index.js';
import { FEED_COLUMNS } from '../../modules/portfolio-data/index.js';

/**
 * The demo investor's portfolio feed: three years of business days up to a given day, as the
 * CSV files an administration system would deliver (so the demo goes through the real import).
 *
 * Deterministic: the market walk starts at a fixed epoch with a fixed seed, and every figure of
 * a day depends only on the days before it, never on the day the seed runs. A seed run on a
 * later day therefore writes the same figures for the days it shares with an earlier run and
 * only adds the new ones; the file for a given `until` is byte-for-byte the same every time.
 *
 * Figures hang together the way the calculations will read them: each day a market move
 * (a whole number of basis points) changes an option's value; at each month end income
 * (dividends, premiums, other income) is added and fees and withholding tax taken, and the
 * month's market move is split into realised and unrealised gains, so over a month
 * value change = capital return + movements in - movements out + income - fee - tax.
 * Holdings on month ends and on the latest day add up exactly to that day's value: each
 * security has one close per day (shared by every option holding it), units are rebalanced
 * to the target weights each quarter (or when cash would run out) and kept in between, and
 * cash is the rest. Calls are written over one holding of the income options at every rebalance,
 * struck a little above that day's close: the holding's value is capped at the strike.
 */

/** The walk starts here whatever the seed date: values of a day never depend on the run date. */
const EPOCH: CalendarDate = { year: 2020, month: 1, day: 1 };
const YEARS_DELIVERED = 3;

interface Security {
  code: string;
  name: string;
  assetClass: string;
  /** Price on the epoch, in cents. */
  price: number;
  /** Yearly drift of the price, in basis points. */
  driftBp: number;
}

const S = (code: string, name: string, assetClass: string, price: number, driftBp: number): Security => ({
  code,
  name,
  assetClass,
  price,
  driftBp,
});
const AU = 'Australian Equities';
const INTL = 'International Equities';
const FIXED = 'Fixed Income';
const PROPERTY = 'Property';

const SECURITIES = {
  BHP: S('BHP', 'BHP Group Limited', AU, 3850, 500),
  CSL: S('CSL', 'CSL Limited', AU, 29500, 200),
  CBA: S('CBA', 'Commonwealth Bank of Australia', AU, 8900, 1200),
  WES: S('WES', 'Wesfarmers Limited', AU, 4400, 900),
  WOW: S('WOW', 'Woolworths Group Limited', AU, 3800, 100),
  TLS: S('TLS', 'Telstra Group Limited', AU, 360, 300),
  NAB: S('NAB', 'National Australia Bank Limited', AU, 2500, 800),
  MQG: S('MQG', 'Macquarie Group Limited', AU, 14000, 700),
  FMG: S('FMG', 'Fortescue Ltd', AU, 1100, 900),
  RIO: S('RIO', 'Rio Tinto Limited', AU, 10200, 400),
  ANZ: S('ANZ', 'ANZ Group Holdings Limited', AU, 2600, 300),
  VGS: S('VGS', 'Vanguard MSCI Index International Shares ETF', INTL, 8200, 1000),
  IVV: S('IVV', 'iShares S&P 500 ETF', INTL, 3300, 1300),
  IAF: S('IAF', 'iShares Core Composite Bond ETF', FIXED, 11200, 0),
  VAF: S('VAF', 'Vanguard Australian Fixed Interest Index ETF', FIXED, 5100, 0),
  GMG: S('GMG', 'Goodman Group', PROPERTY, 1700, 1400),
  SCG: S('SCG', 'Scentre Group', PROPERTY, 380, 200),
  VAP: S('VAP', 'Vanguard Australian Property Securities Index ETF', PROPERTY, 9000, 300),
};
type SecurityCode = keyof typeof SECURITIES;
const CASH = { code: 'CASH', name: 'Cash account', assetClass: 'Cash' };

interface DemoOption {
  code: string;
  label: string;
  color: string;
  /** Value on the epoch, in cents. */
  start: number;
  /** Daily market move: mean and spread, in hundredths of a basis point. */
  meanMove: number;
  spread: number;
  /** Monthly income, in basis points of value. */
  dividendBp: number;
  premiumBp: number;
  otherIncomeBp: number;
  /** Share of dividends taxed abroad (international shares), in percent. */
  withholdingPct: number;
  /** The holding over which call options are written (at some rebalances, struck). */
  writesCallsOver?: SecurityCode;
  /** Starting margin loan, in percent of value. */
  marginLoanPct?: number;
  /** Target weights of the holdings, in percent; the rest is cash. */
  weights: Partial<Record<SecurityCode, number>>;
}

interface DemoAccount {
  code: string;
  name: string;
  type: AccountType;
  options: DemoOption[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    code: 'DEMO-IND-001',
    name: 'Olivia Bennett',
    type: 'individual',
    options: [
      {
        code: 'AEG',
        label: 'Australian Equities Growth',
        color: '#1F6FB2',
        start: 42_000_000,
        meanMove: 300,
        spread: 9000,
        dividendBp: 30,
        premiumBp: 0,
        otherIncomeBp: 1,
        withholdingPct: 0,
        marginLoanPct: 30,
        weights: { BHP: 16, CSL: 12, CBA: 14, WES: 10, MQG: 10, FMG: 8, RIO: 10, NAB: 8 },
      },
      {
        code: 'INC',
        label: 'Income Focus',
        color: '#E07B39',
        start: 18_500_000,
        meanMove: 200,
        spread: 5000,
        dividendBp: 42,
        premiumBp: 18,
        otherIncomeBp: 3,
        withholdingPct: 0,
        writesCallsOver: 'CBA',
        weights: { CBA: 18, NAB: 14, ANZ: 12, TLS: 12, WOW: 10, VAF: 20 },
      },
      {
        code: 'BAL',
        label: 'Balanced',
        color: '#2E9E6B',
        start: 12_000_000,
        meanMove: 300,
        spread: 4500,
        dividendBp: 22,
        premiumBp: 0,
        otherIncomeBp: 4,
        withholdingPct: 15,
        weights: { VGS: 22, IVV: 18, IAF: 25, GMG: 8, VAP: 8, CSL: 6 },
      },
    ],
  },
  {
    code: 'DEMO-SMSF-001',
    name: 'Bennett Family Super Fund',
    type: 'smsf',
    options: [
      {
        code: 'BAL',
        label: 'Balanced',
        color: '#7A4FB5',
        start: 61_000_000,
        meanMove: 300,
        spread: 4500,
        dividendBp: 24,
        premiumBp: 0,
        otherIncomeBp: 4,
        withholdingPct: 15,
        weights: { VGS: 20, IVV: 15, IAF: 20, VAF: 10, GMG: 8, SCG: 5, WES: 7, BHP: 7 },
      },
      {
        code: 'INC',
        label: 'Income Focus',
        color: '#D4A017',
        start: 27_500_000,
        meanMove: 200,
        spread: 5000,
        dividendBp: 40,
        premiumBp: 16,
        otherIncomeBp: 3,
        withholdingPct: 0,
        writesCallsOver: 'BHP',
        weights: { BHP: 16, CBA: 15, TLS: 12, WOW: 10, NAB: 12, IAF: 20 },
      },
      {
        code: 'INTL',
        label: 'International Growth',
        color: '#17A2B8',
        start: 15_500_000,
        meanMove: 350,
        spread: 10000,
        dividendBp: 12,
        premiumBp: 0,
        otherIncomeBp: 2,
        withholdingPct: 15,
        weights: { VGS: 45, IVV: 45 },
      },
    ],
  },
];

/** mulberry32: a small, fast, well-mixed 32-bit generator; the same seed gives the same stream. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed from text (FNV-1a), so each stream is named rather than numbered. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** An integer in [low, high], inclusive. */
const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** Integer cents of `value × bp / 10,000`, rounded: the product stays an exact integer. */
const bpOf = (value: number, bp: number) => Math.round((value * bp) / 10_000);

const weekday = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
const isBusinessDay = (date: CalendarDate) => weekday(date) !== 0 && weekday(date) !== 6;

/** The last business day on or before `date`. */
export function lastBusinessDayOnOrBefore(date: CalendarDate): CalendarDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

function isLastBusinessDayOfMonth(date: CalendarDate): boolean {
  let next = addDays(date, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next.month !== date.month;
}

const dollars = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

export type DemoFeed = Record<PortfolioImportKind, string>;

export interface DemoFeedOptions {
  /**
   * Holdings days already imported, per `ACCOUNT/OPTION`: only later days are delivered (a
   * holdings feed goes forward; an older day would be refused).
   */
  holdingsImportedUpTo?: ReadonlyMap<string, string>;
}

/**
 * The five feed files for the demo investor, covering the three years up to `until` (the last
 * day with data; weekends carry none).
 */
export function demoPortfolioFeed(
  primaryUserEmail: string,
  until: CalendarDate,
  options: DemoFeedOptions = {},
): DemoFeed {
  const lastDay = lastBusinessDayOnOrBefore(until);
  const firstDelivered: CalendarDate = { year: lastDay.year - YEARS_DELIVERED, month: lastDay.month, day: 1 };
  const delivered = (date: CalendarDate) =>
    compareCalendarDates(date, firstDelivered) >= 0 && compareCalendarDates(date, lastDay) <= 0;

  const rows: Record<PortfolioImportKind, Array<Array<string | number | boolean | null>>> = {
    accounts: [],
    'investment-options': [],
    valuations: [],
    'cash-flows': [],
    holdings: [],
  };

  for (const account of DEMO_ACCOUNTS) {
    rows.accounts.push([account.code, account.name, account.type, primaryUserEmail]);
    for (const option of account.options) {
      rows['investment-options'].push([account.code, option.code, option.label, option.color]);
      const holdingsFrom = options.holdingsImportedUpTo?.get(`${account.code}/${option.code}`);
      walkOption(account, option, lastDay, delivered, (iso) => !holdingsFrom || iso > holdingsFrom, rows);
    }
  }

  const feed = {} as DemoFeed;
  for (const kind of Object.keys(rows) as PortfolioImportKind[]) {
    feed[kind] = toCsv([[...FEED_COLUMNS[kind]], ...rows[kind]]);
  }
  return feed;
}

function walkOption(
  account: DemoAccount,
  option: DemoOption,
  lastDay: CalendarDate,
  delivered: (date: CalendarDate) => boolean,
  holdingsDelivered: (iso: string) => boolean,
  rows: Record<PortfolioImportKind, Array<Array<string | number | boolean | null>>>,
): void {
  const stream = `${account.code}/${option.code}`;
  const market = prng(seedOf(`${stream}/market`));
  let book: Book | null = null;
  let value = option.start;
  let loan = bpOf(option.start, (option.marginLoanPct ?? 0) * 100);
  let monthMove = 0;

  for (let day = EPOCH; compareCalendarDates(day, lastDay) <= 0; day = addDays(day, 1)) {
    if (!isBusinessDay(day)) continue;
    const iso = toIsoDate(day);
    // Market move in hundredths of a basis point: an integer, so value stays whole cents.
    const move = Math.round((value * (option.meanMove + between(market, -option.spread, option.spread))) / 1_000_000);
    value += move;
    monthMove += move;

    const flows: Array<[CashFlowKind, number]> = [];
    if (day.day <= 7 && weekday(day) === 3) {
      // An occasional contribution or withdrawal, on the first Wednesday of a month.
      const events = prng(seedOf(`${stream}/movement/${iso}`));
      const roll = events();
      if (roll < 0.12) flows.push(['movement_in', bpOf(value, between(events, 300, 900))]);
      else if (roll < 0.2) flows.push(['movement_out', bpOf(value, between(events, 150, 500))]);
    }
    const monthEnd = isLastBusinessDayOfMonth(day);
    if (monthEnd) {
      const income = prng(seedOf(`${stream}/income/${iso}`));
      const dividend = bpOf(value, option.dividendBp + between(income, -5, 5));
      flows.push(['dividend', dividend]);
      // Franked at about 70%: credit = dividend × 70% × 30/70.
      flows.push(['franking_credit', Math.round((dividend * 30) / 100)]);
      if (option.withholdingPct) flows.push(['withholding_tax', Math.round((dividend * option.withholdingPct) / 100)]);
      if (option.premiumBp) flows.push(['premium', bpOf(value, option.premiumBp + between(income, -4, 4))]);
      if (option.otherIncomeBp) flows.push(['other_income', bpOf(value, option.otherIncomeBp)]);
      flows.push(['fee', bpOf(value, 8)]);
      if (option.writesCallsOver && day.month % 3 === 0) flows.push(['options_bought', bpOf(value, 4)]);
      // The month's market move, part of it realised by trading.
      const realised = Math.round((monthMove * between(income, 0, 40)) / 100);
      flows.push(['realised_gain', realised], ['unrealised_gain', monthMove - realised]);
      monthMove = 0;
      if (loan > 0) loan = Math.max(0, loan + bpOf(loan, between(income, -150, 120)));
    }
    for (const [kind, amount] of flows) {
      if (kind === 'movement_in' || kind === 'dividend' || kind === 'premium' || kind === 'other_income')
        value += amount;
      if (kind === 'movement_out' || kind === 'fee' || kind === 'withholding_tax' || kind === 'options_bought')
        value -= amount;
    }
    // The book moves on month ends only, from the epoch: a day's holdings never depend on the run date.
    if (monthEnd) book = rebalanceIfDue(account, option, book, day, value);
    if (!delivered(day)) continue;

    rows.valuations.push([account.code, option.code, iso, dollars(value), dollars(loan)]);
    for (const [kind, amount] of flows) {
      rows['cash-flows'].push([account.code, option.code, iso, kind, dollars(amount), `${stream}/${iso}/${kind}`]);
    }
    if ((monthEnd || compareCalendarDates(day, lastDay) === 0) && holdingsDelivered(iso)) {
      // The latest day is priced with the book as it stands (rebalanced for the day only if cash ran out).
      const held = book && cashLeft(book, day, value) >= 0 ? book : rebalance(account, option, day, value);
      rows.holdings.push(...holdingsOn(account, option, held, day, value));
    }
  }
}

/** The day's close of a security, in cents: its trend plus a wobble of up to ±8%, the same for every option. */
function closeOn(code: SecurityCode, day: CalendarDate): number {
  const security = SECURITIES[code];
  const yearsIn = day.year - EPOCH.year + (day.month - 1) / 12;
  const trend = Math.round(security.price * (1 + (security.driftBp / 10_000) * yearsIn));
  const wobble = prng(seedOf(`${code}/close/${toIsoDate(day)}`));
  return Math.max(1, trend + bpOf(trend, between(wobble, -800, 800)));
}

/** What an option holds between rebalances: units, target units and the strike of calls written (cents). */
interface Book {
  positions: Array<{ code: SecurityCode; units: number; target: number; strike: number | null }>;
}

function rebalance(account: DemoAccount, option: DemoOption, day: CalendarDate, value: number): Book {
  const random = prng(seedOf(`${account.code}/${option.code}/rebalance/${toIsoDate(day)}`));
  const positions = (Object.entries(option.weights) as Array<[SecurityCode, number]>).map(([code, weight]) => {
    const close = closeOn(code, day);
    const units = Math.floor(bpOf(value, weight * 100) / close);
    // Calls are written at every rebalance, so the demo's latest day always has a struck holding to show.
    const struck = option.writesCallsOver === code;
    return {
      code,
      units,
      target: units + Math.round((units * between(random, -3, 3)) / 100),
      strike: struck ? close + bpOf(close, between(random, 100, 400)) : null,
    };
  });
  return { positions };
}

const worthOn = (position: Book['positions'][number], day: CalendarDate) => {
  const close = closeOn(position.code, day);
  return position.units * (position.strike === null ? close : Math.min(close, position.strike));
};

const cashLeft = (book: Book, day: CalendarDate, value: number) =>
  book.positions.reduce((cash, position) => cash - worthOn(position, day), value);

/** Quarter ends rebalance to the weights, and so does a month end whose cash would be negative. */
function rebalanceIfDue(
  account: DemoAccount,
  option: DemoOption,
  book: Book | null,
  day: CalendarDate,
  value: number,
): Book {
  const due = book === null || day.month % 3 === 0 || cashLeft(book, day, value) < 0;
  return due ? rebalance(account, option, day, value) : book;
}

/** Holdings of one day: the book's units at the day's closes, the rest in cash. */
function holdingsOn(
  account: DemoAccount,
  option: DemoOption,
  book: Book,
  day: CalendarDate,
  value: number,
): Array<Array<string | number | boolean | null>> {
  const iso = toIsoDate(day);
  const lines: Array<Array<string | number | boolean | null>> = book.positions.map((position) => {
    const security = SECURITIES[position.code];
    return [
      account.code,
      option.code,
      iso,
      security.code,
      security.name,
      security.assetClass,
      position.units,
      dollars(closeOn(position.code, day)),
      position.target,
      position.strike === null ? null : dollars(position.strike),
    ];
  });
  const cash = cashLeft(book, day, value);
  lines.push([
    account.code,
    option.code,
    iso,
    CASH.code,
    CASH.name,
    CASH.assetClass,
    dollars(cash),
    '1.00',
    null,
    null,
  ]);
  return lines;
}
