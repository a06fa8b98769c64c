/** The dashboard's period choice and its cards (spec 3 §2-§4). */
import type { ValueOf } from '../value-of.js';

export const DashboardPeriod = {
  current_financial_year: 'current_financial_year',
  previous_financial_year: 'previous_financial_year',
  twelve_months: 'twelve_months',
} as const;
export type DashboardPeriod = ValueOf<typeof DashboardPeriod>;

export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = DashboardPeriod.twelve_months;

/** The period choice as the filter panel lists it (spec 3 §2.2). */
export const DashboardPeriodLabel = {
  previous_financial_year: 'Previous financial year',
  current_financial_year: 'Current financial year',
  twelve_months: 'Twelve months back',
} as const satisfies Record<DashboardPeriod, string>;

/** The cards of the dashboard grid, in their order on the page. */
export const DashboardCard = {
  total_asset_value: 'total_asset_value',
  return_summary: 'return_summary',
  capital_performance: 'capital_performance',
  income: 'income',
  capital_movements: 'capital_movements',
  asset_allocation: 'asset_allocation',
  investments: 'investments',
} as const;
export type DashboardCard = ValueOf<typeof DashboardCard>;

export const DASHBOARD_CARD_ORDER: readonly DashboardCard[] = Object.values(DashboardCard);
