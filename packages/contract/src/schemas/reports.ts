/**
 * Generated reports (spec 3 §2.10, §2.11, §3, §5, §7): the eight report types, the generator's
 * rules (used by the web form and by POST /api/ipm/reports/), the wire shapes and the realtime
 * message on `reports#<user id>`.
 */
import { z } from 'zod';
import { ALL_REPORT_TYPES_COUNT } from '../constants.js';
import { GeneratedReportStatus } from '../enums.js';

export const ReportType = {
  performance: 'performance',
  income: 'income',
  capital_movements: 'capital_movements',
  holdings: 'holdings',
  asset_allocation: 'asset_allocation',
  transactions: 'transactions',
  fees: 'fees',
  tax_summary: 'tax_summary',
} as const;
export type ReportType = (typeof ReportType)[keyof typeof ReportType];

export interface ReportTypeInfo {
  id: ReportType;
  name: string;
  /**
   * Computed for the whole of each chosen account, so it needs no investment option chosen
   * (spec 3 §5: "every chosen report type works with client options").
   */
  works_with_client_options: boolean;
}

/** The catalogue, in the order the form offers them and the PDF prints them. */
export const REPORT_TYPES: readonly ReportTypeInfo[] = [
  { id: ReportType.performance, name: 'Performance (return summary)', works_with_client_options: false },
  { id: ReportType.income, name: 'Income', works_with_client_options: false },
  { id: ReportType.capital_movements, name: 'Capital movements', works_with_client_options: false },
  { id: ReportType.holdings, name: 'Holdings', works_with_client_options: false },
  { id: ReportType.asset_allocation, name: 'Asset allocation', works_with_client_options: false },
  { id: ReportType.transactions, name: 'Transactions (cash flows)', works_with_client_options: true },
  { id: ReportType.fees, name: 'Fees', works_with_client_options: false },
  { id: ReportType.tax_summary, name: 'Tax summary', works_with_client_options: true },
];
if (REPORT_TYPES.length !== ALL_REPORT_TYPES_COUNT) throw new Error('The report catalogue must hold every type.');

export function reportTypeName(id: ReportType): string {
  return REPORT_TYPES.find((t) => t.id === id)?.name ?? id;
}
