/** The Australian financial year starts on 1 July: dashboard periods and report years both start there. */
export const FINANCIAL_YEAR_START_MONTH = 7;
