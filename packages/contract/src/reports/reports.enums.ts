/** Generated reports (spec 3 §2.10-§2.11, §4). The report types themselves are in reports.schemas.ts. */
import type { ValueOf } from '../value-of.js';

export const GeneratedReportStatus = { pending: 'pending', ready: 'ready', failed: 'failed' } as const;
export type GeneratedReportStatus = ValueOf<typeof GeneratedReportStatus>;

/** Period choice of the report generator. Wire spellings are ours. */
export const ReportPeriodKind = { custom: 'custom', financial_year: 'financial_year' } as const;
export type ReportPeriodKind = ValueOf<typeof ReportPeriodKind>;
