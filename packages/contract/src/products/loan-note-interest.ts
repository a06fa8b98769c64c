/**
 * Interest on a loan note held (issue #22 item 3), in integer cents, the one place it is worked out.
 *
 * The rule (our reading; the documents give rates and frequencies but no day count):
 * - A note pays interest at the end of each period: every month for a monthly note, every three
 *   months for a quarterly one, counted from its start date (a period ending on a day its month
 *   lacks ends on that month's last day: 31 January + 1 month is 28 or 29 February).
 * - A period's interest is simple interest on whole months, not days:
 *   principal × annual rate × months / 12, rounded half up to the cent, each period on its own.
 * - The last period of a term that is not a whole number of periods is shorter (a 4-month note
 *   paying quarterly has a 3-month period and a 1-month one).
 * - Paid interest goes to the investor's bank account: the principal stays the face value.
 *   Capitalised interest is added to the principal, so later periods earn interest on it
 *   (compounding once a period).
 * - Maturity is the start date plus the term in months. The 48-hour at-call note has no maturity:
 *   its monthly periods run until it is redeemed.
 * - Redemptions (issue #22 item 5) lower the principal from the END of the period they are
 *   settled in: a period earns on its opening principal, whatever is redeemed during it. A
 *   redemption settled on a period's end day belongs to that period (it runs from the day after
 *   the previous period's end, the first one from the start date). At the period's end its interest
 *   is paid or capitalised first, then the redemptions are taken off. The balance shown as of a
 *   day is the last ended period's balance less the redemptions settled since, up to that day.
 *   A note redeemed whole has a zero principal afterwards and earns nothing more.
 */
import {
  compareCalendarDates,
  daysInMonth,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from '../dates/calendar-date.js';
import { toScaledInteger } from '../numbers/decimal.js';
import { Frequency } from './products.enums.js';

export interface LoanNoteTerms {
  faceValueCents: bigint;
  /** Percent a year as the reference data writes it: '5.250'. */
  ratePercent: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** Null for the at-call note, which has no maturity. */
  termMonths: number | null;
  frequency: Frequency;
  isCapitalised: boolean;
  /** Settled redemptions (principal reductions), any order. */
  redemptions?: readonly PrincipalReduction[];
}

export interface PrincipalReduction {
  /** 'YYYY-MM-DD': the day it was settled. */
  date: string;
  amountCents: bigint;
}

export const InterestDisposition = { paid: 'paid', capitalised: 'capitalised' } as const;
export type InterestDisposition = (typeof InterestDisposition)[keyof typeof InterestDisposition];

export interface InterestPeriod {
  /** 'YYYY-MM-DD': the day the interest is paid or capitalised. */
  endDate: string;
  months: number;
  interestCents: bigint;
  disposition: InterestDisposition;
  /** Taken off the principal at the end of this period (redemptions settled during it). */
  redeemedCents: bigint;
  /** The principal after this period: the face value for a paid note, growing for a capitalised one, less redemptions. */
  balanceAfterCents: bigint;
}

export interface InterestToDate {
  /** Periods ended on or before the day. */
  periods: InterestPeriod[];
  paidCents: bigint;
  capitalisedCents: bigint;
  balanceCents: bigint;
  /** The next period's end after the day; null once the note has matured. */
  nextInterestDate: string | null;
  /** Null for the at-call note. */
  maturityDate: string | null;
  isMatured: boolean;
}

const MONTHS_PER_PERIOD: Record<Frequency, number> = { [Frequency.monthly]: 1, [Frequency.quarterly]: 3 };
/** The rate kept to this many decimals of a percent: the reference data has three. */
const RATE_SCALE = 4;
const RATE_DENOMINATOR = 12n * 100n * 10n ** BigInt(RATE_SCALE);

/** The same day `months` later, or that month's last day when it is shorter. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

function parse(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new RangeError(`Not a date: '${text}'`);
  return date;
}

/** principal × rate% × months / 12, half up to the cent (every figure is positive). */
function periodInterest(principalCents: bigint, rateScaled: bigint, months: number): bigint {
  const numerator = principalCents * rateScaled * BigInt(months);
  return (numerator * 2n + RATE_DENOMINATOR) / (2n * RATE_DENOMINATOR);
}

export function maturityDateOf(terms: Pick<LoanNoteTerms, 'startDate' | 'termMonths'>): string | null {
  return terms.termMonths === null ? null : toIsoDate(addMonths(parse(terms.startDate), terms.termMonths));
}

/**
 * The note's interest periods, in order: all of them for a note with a term; for the at-call
 * note, those ending on or before `until` and the one after it.
 */
export function interestSchedule(terms: LoanNoteTerms, until?: string): InterestPeriod[] {
  const start = parse(terms.startDate);
  const rate = toScaledInteger(terms.ratePercent, RATE_SCALE);
  const step = MONTHS_PER_PERIOD[terms.frequency];
  const last = until === undefined ? null : parse(until);
  if (terms.termMonths === null && last === null) throw new RangeError('An at-call note’s schedule needs an end day.');
  const periods: InterestPeriod[] = [];
  const reductions = (terms.redemptions ?? []).map((r) => ({ day: parse(r.date), cents: r.amountCents }));
  let balance = terms.faceValueCents;
  let previousEnd: CalendarDate | null = null;
  for (let elapsed = 0; terms.termMonths === null || elapsed < terms.termMonths; elapsed += step) {
    const months = terms.termMonths === null ? step : Math.min(step, terms.termMonths - elapsed);
    const end = addMonths(start, elapsed + months);
    const interest = periodInterest(balance, rate, months);
    if (terms.isCapitalised) balance += interest;
    const redeemed = redeemedBetween(reductions, previousEnd, end);
    balance -= redeemed;
    previousEnd = end;
    periods.push({
      endDate: toIsoDate(end),
      months,
      interestCents: interest,
      disposition: terms.isCapitalised ? InterestDisposition.capitalised : InterestDisposition.paid,
      redeemedCents: redeemed,
      balanceAfterCents: balance,
    });
    // The at-call note's open-ended schedule stops at the first period after the day asked about.
    if (terms.termMonths === null && compareCalendarDates(end, last!) > 0) break;
  }
  return periods;
}

/** Redemptions settled after `after` (from the start when null) and on or before `until`. */
function redeemedBetween(
  reductions: ReadonlyArray<{ day: CalendarDate; cents: bigint }>,
  after: CalendarDate | null,
  until: CalendarDate,
): bigint {
  return reductions
    .filter(
      (r) => (after === null || compareCalendarDates(r.day, after) > 0) && compareCalendarDates(r.day, until) <= 0,
    )
    .reduce((total, r) => total + r.cents, 0n);
}

/** What the note has paid or capitalised up to and including `asOf` ('YYYY-MM-DD'), and what comes next. */
export function interestToDate(terms: LoanNoteTerms, asOf: string): InterestToDate {
  const day = parse(asOf);
  const schedule = interestSchedule(terms, asOf);
  const periods = schedule.filter((p) => compareCalendarDates(parse(p.endDate), day) <= 0);
  const next = schedule[periods.length];
  const sum = (d: InterestDisposition) =>
    periods.filter((p) => p.disposition === d).reduce((total, p) => total + p.interestCents, 0n);
  const maturityDate = maturityDateOf(terms);
  return {
    periods,
    paidCents: sum(InterestDisposition.paid),
    capitalisedCents: sum(InterestDisposition.capitalised),
    balanceCents:
      (periods.at(-1)?.balanceAfterCents ?? terms.faceValueCents) - redeemedSinceLastPeriod(terms, periods, day),
    nextInterestDate: next?.endDate ?? null,
    maturityDate,
    isMatured: maturityDate !== null && compareCalendarDates(parse(maturityDate), day) <= 0,
  };
}

/** Redemptions settled after the last ended period (or since the start) up to the day: off the balance already. */
function redeemedSinceLastPeriod(terms: LoanNoteTerms, periods: readonly InterestPeriod[], day: CalendarDate): bigint {
  const last = periods.at(-1);
  const reductions = (terms.redemptions ?? []).map((r) => ({ day: parse(r.date), cents: r.amountCents }));
  return redeemedBetween(reductions, last ? parse(last.endDate) : null, day);
}
