import { DashboardPeriod, FINANCIAL_YEAR_START_MONTH } from '@portal/contract';

export interface PeriodRange {
  /** First day, 'YYYY-MM-DD'. */
  start: string;
  /** Last day, 'YYYY-MM-DD' (inclusive). */
  end: string;
  /** Every month of the range, 'YYYY-MM', oldest first: the buckets of the monthly cards. */
  months: string[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthKey = (year: number, month: number) => `${year}-${pad(month)}`;

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// Made once: building a time-zone formatter costs more than a whole small card (~0.4 ms).
const SYDNEY_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Sydney: the financial year and "this month" turn over on Australian days. */
export function sydneyToday(now: Date): string {
  return SYDNEY_DATE.format(now); // en-CA formats as YYYY-MM-DD
}

function monthsBetween(startYear: number, startMonth: number, count: number): string[] {
  const months: string[] = [];
  for (let i = 0; i < count; i++) {
    const index = startMonth - 1 + i;
    months.push(monthKey(startYear + Math.floor(index / 12), (index % 12) + 1));
  }
  return months;
}

/**
 * The dates a period covers, seen from `today` (spec 3 §2.2):
 * - twelve_months: the current month and the eleven before it, from the 1st of the first;
 * - current_financial_year: from 1 July of the financial year `today` is in, to today;
 * - previous_financial_year: the whole financial year before it, 1 July to 30 June.
 */
export function periodRange(period: DashboardPeriod, today: string): PeriodRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const fyStartYear = month >= FINANCIAL_YEAR_START_MONTH ? year : year - 1;
  switch (period) {
    case DashboardPeriod.twelve_months: {
      const first = month - 11;
      const startYear = first >= 1 ? year : year - 1;
      const startMonth = first >= 1 ? first : first + 12;
      return {
        start: `${monthKey(startYear, startMonth)}-01`,
        end: today,
        months: monthsBetween(startYear, startMonth, 12),
      };
    }
    case DashboardPeriod.current_financial_year: {
      const count = (year - fyStartYear) * 12 + month - FINANCIAL_YEAR_START_MONTH + 1;
      return {
        start: `${monthKey(fyStartYear, FINANCIAL_YEAR_START_MONTH)}-01`,
        end: today,
        months: monthsBetween(fyStartYear, FINANCIAL_YEAR_START_MONTH, count),
      };
    }
    case DashboardPeriod.previous_financial_year: {
      const startYear = fyStartYear - 1;
      const endMonth = FINANCIAL_YEAR_START_MONTH - 1;
      return {
        start: `${monthKey(startYear, FINANCIAL_YEAR_START_MONTH)}-01`,
        end: `${monthKey(fyStartYear, endMonth)}-${pad(lastDayOfMonth(fyStartYear, endMonth))}`,
        months: monthsBetween(startYear, FINANCIAL_YEAR_START_MONTH, 12),
      };
    }
  }
}

/**
 * The dates from `start` to `end` (inclusive) with every month they touch: a generated report's
 * custom range. The dashboard's figures computed over it are the cards' figures for those dates.
 */
export function rangeBetween(start: string, end: string): PeriodRange {
  const [startYear, startMonth] = start.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = end.split('-').map(Number) as [number, number];
  const count = Math.max(0, (endYear - startYear) * 12 + endMonth - startMonth + 1);
  return { start, end, months: monthsBetween(startYear, startMonth, count) };
}
