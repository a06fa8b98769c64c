import {
  addDays,
  FINANCIAL_YEAR_START_MONTH,
  financialYearStartOf,
  toIsoDate,
  today,
  type FinancialYear,
} from '@portal/contract';

/** The current financial year and the nine before it: a decade of tax returns and statements. */
export const FINANCIAL_YEARS_LISTED = 10;

/** The financial year turns over on an Australian day; the eastern states' clock decides. */
const FINANCIAL_YEAR_TIME_ZONE = 'Australia/Sydney';

function financialYear(startYear: number): FinancialYear {
  const start = { year: startYear, month: FINANCIAL_YEAR_START_MONTH, day: 1 };
  const nextStart = { ...start, year: startYear + 1 };
  return {
    id: startYear,
    name: `${startYear}–${String((startYear + 1) % 100).padStart(2, '0')}`,
    start_date: toIsoDate(start),
    end_date: toIsoDate(addDays(nextStart, -1)),
  };
}

/** The financial years up to the one `now` falls in, newest first. */
export function financialYearsUpTo(now: Date): FinancialYear[] {
  const current = financialYearStartOf(today(FINANCIAL_YEAR_TIME_ZONE, now));
  return Array.from({ length: FINANCIAL_YEARS_LISTED }, (_, back) => financialYear(current - back));
}
