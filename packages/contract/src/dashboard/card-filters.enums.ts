/**
 * Filter choices of the three bar-chart cards, with their labels. `total` shows every series and
 * is what a card resets to when it is minimised.
 */
import type { ValueOf } from '../value-of.js';

export const ReturnSummaryFilter = {
  total: 'total',
  income_return: 'income_return',
  capital_return: 'capital_return',
  fee: 'fee',
  total_return: 'total_return',
} as const;
export type ReturnSummaryFilter = ValueOf<typeof ReturnSummaryFilter>;

export const ReturnSummaryFilterLabel = {
  total: 'Total',
  income_return: 'Income return',
  capital_return: 'Capital return',
  fee: 'Fees',
  total_return: 'Total return',
} as const satisfies Record<ReturnSummaryFilter, string>;

export const CapitalPerformanceFilter = {
  total: 'total',
  unrealised: 'unrealised',
  realised: 'realised',
  options_bought: 'options_bought',
  capital_return: 'capital_return',
} as const;
export type CapitalPerformanceFilter = ValueOf<typeof CapitalPerformanceFilter>;

export const CapitalPerformanceFilterLabel = {
  total: 'Total',
  unrealised: 'Unrealised',
  realised: 'Realised',
  options_bought: 'Options bought',
  capital_return: 'Capital return',
} as const satisfies Record<CapitalPerformanceFilter, string>;

export const IncomeFilter = {
  total: 'total',
  premiums_received: 'premiums_received',
  dividends: 'dividends',
  franking_credits: 'franking_credits',
  other_income: 'other_income',
} as const;
export type IncomeFilter = ValueOf<typeof IncomeFilter>;

export const IncomeFilterLabel = {
  total: 'Total',
  premiums_received: 'Premiums received',
  dividends: 'Dividends',
  franking_credits: 'Franking credits',
  other_income: 'Other income',
} as const satisfies Record<IncomeFilter, string>;
