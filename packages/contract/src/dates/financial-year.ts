/** The Australian financial year starts on 1 July: dashboard periods and report years both start there. */
export const FINANCIAL_YEAR_START_MONTH = 7;

/** The year in which the financial year holding a month starts: March 2026 is in 2025–26, so 2025. */
export function financialYearStartOf(date: { year: number; month: number }): number {
  return date.month >= FINANCIAL_YEAR_START_MONTH ? date.year : date.year - 1;
}
