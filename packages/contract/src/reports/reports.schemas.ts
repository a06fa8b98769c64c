/**
 * Generated reports (spec 3 §2.10, §2.11, §3, §5, §7): the eight report types, the generator's
 * rules (used by the web form and by POST /api/ipm/reports/), the wire shapes and the realtime
 * message on `reports#<user id>`.
 */
import { recordIdSchema } from '../fields/record-id.js';
import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-date.js';
import { FORMATTED_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { ALL_REPORT_TYPES_COUNT } from './reports.constants.js';
import { GeneratedReportStatus } from './reports.enums.js';
import { ReportMessages, reportSpecMessages } from './reports.messages.js';

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

// ---------------------------------------------------------------------------------------------
// The generator's rules (spec 3 §5), shared by the form and POST /api/ipm/reports/

/** A real calendar day as 'YYYY-MM-DD' (not just the shape: '2025-13-45' is refused). */
const isoDate = z
  .string()
  .max(FORMATTED_INPUT_MAX_LENGTH, { error: ReportMessages.dateFormat, abort: true })
  .refine(isIsoDate, ReportMessages.dateFormat);

/** What the form sends (spec 3 §3 Generate payload). */
export const generateReportSchema = z
  .object({
    accounts: z.array(recordIdSchema).max(100),
    investment_options: z.array(recordIdSchema).max(500),
    report_types: z.array(z.enum(ReportType)).max(ALL_REPORT_TYPES_COUNT),
    /** Not needed when accounts are combined: then the chosen accounts' whole data range is used. */
    start_date: isoDate.nullish(),
    end_date: isoDate.nullish(),
    combine_accounts: z.boolean().default(false),
    combine_investment_options: z.boolean().default(false),
  })
  .meta({ id: 'GenerateReport' });
export type GenerateReport = z.input<typeof generateReportSchema>;
export type GenerateReportInput = z.output<typeof generateReportSchema>;

export type ReportField = 'accounts' | 'investment_options' | 'report_types' | 'start_date' | 'end_date';

/**
 * The rules that need no server data, field by field (empty when Generate may be pressed):
 * - combined accounts: more than one account; dates not required;
 * - otherwise: at least one account, start and end date, end not before start;
 * - at least one report type, and at least one investment option unless every chosen type
 *   works with client options.
 */
export function reportRequestProblems(
  input: Pick<
    GenerateReportInput,
    'accounts' | 'investment_options' | 'report_types' | 'combine_accounts' | 'start_date' | 'end_date'
  >,
): Partial<Record<ReportField, string>> {
  const problems: Partial<Record<ReportField, string>> = {};
  if (input.combine_accounts) {
    if (input.accounts.length < 2) problems.accounts = ReportMessages.selectAccountsToCombine;
  } else {
    if (input.accounts.length === 0) problems.accounts = ReportMessages.chooseAccount;
    if (!input.start_date) problems.start_date = ReportMessages.dateRequired;
    if (!input.end_date) problems.end_date = ReportMessages.dateRequired;
  }
  if (input.start_date && input.end_date && input.end_date < input.start_date) {
    problems.end_date = ReportMessages.endBeforeStart;
  }
  if (input.report_types.length === 0) problems.report_types = ReportMessages.chooseReportType;
  const clientLevelOnly =
    input.report_types.length > 0 &&
    input.report_types.every((t) => REPORT_TYPES.find((info) => info.id === t)?.works_with_client_options);
  if (input.investment_options.length === 0 && !clientLevelOnly)
    problems.investment_options = ReportMessages.chooseOption;
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Wire shapes (spec 3 §3)

/** GET /api/ipm/reports/financial-years/?account=1,2 (none: all the user's accounts). */
export const financialYearsSchema = z
  .object({
    /** Newest first; each clipped to the data range, so choosing one always passes the date rules. */
    financial_years_list: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
    /** The first and last day with data over the accounts; null when they have none. */
    min_date: z.string().nullable(),
    max_date: z.string().nullable(),
  })
  .meta({ id: 'FinancialYears' });
export type FinancialYears = z.infer<typeof financialYearsSchema>;

export const reportAccountsQuerySchema = z.object({ start_date: isoDate, end_date: isoDate });

export const reportTypeInfoSchema = z
  .object({ id: z.enum(ReportType), name: z.string(), works_with_client_options: z.boolean() })
  .meta({ id: 'ReportTypeInfo' });

/** GET /api/ipm/reports/accounts/: the user's accounts with data in the range. */
export const reportAccountSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    investment_options: z.array(z.object({ id: z.number().int(), label: z.string() })),
    available_report_types: z.array(reportTypeInfoSchema),
  })
  .meta({ id: 'ReportAccount' });
export type ReportAccount = z.infer<typeof reportAccountSchema>;

export const generatedReportSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The PDF (GET with the session), once ready; null before. */
    link: z.string().nullable(),
    accounts: z.array(z.object({ id: z.number().int(), name: z.string() })),
    investment_options: z.array(z.object({ id: z.number().int(), label: z.string() })),
    combine_accounts: z.boolean(),
    combine_investment_options: z.boolean(),
    /** When it was asked for (ISO 8601 instant). */
    load_datetime: z.string(),
    status: z.enum(GeneratedReportStatus),
    report_types: z.array(z.object({ id: z.enum(ReportType), name: z.string() })),
    start_date: z.string(),
    end_date: z.string(),
    /** Ready and not opened yet. */
    is_new: z.boolean(),
    /** Who asked for it; only staff are sent it ("Generated by"), null for anyone else. */
    creator: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
    file_size: z.number().int().nullable(),
  })
  .meta({ id: 'GeneratedReport' });
export type GeneratedReport = z.infer<typeof generatedReportSchema>;

/** The answer to a generate request: the report, and the `detail` its dialog shows (spec 3 §7). */
export const reportGenerationSchema = generatedReportSchema
  .extend({ detail: z.string() })
  .meta({ id: 'ReportGeneration' });
export type ReportGeneration = z.infer<typeof reportGenerationSchema>;

export const reportNewCounterSchema = z.object({ new_counter: z.number().int() }).meta({ id: 'ReportNewCounter' });
export type ReportNewCounter = z.infer<typeof reportNewCounterSchema>;

/** What `reports#<user id>` carries when a report becomes ready or fails. */
export const reportsChannelMessageSchema = z
  .object({
    /** The new-report count after the change (the badge). */
    reports_count: z.number().int(),
    report: z.object({ id: z.number().int(), name: z.string(), status: z.enum(GeneratedReportStatus) }),
    /** The toast to show: ReportMessages.ready(name) or ReportMessages.failed. */
    message: z.string(),
  })
  .meta({ id: 'ReportsChannelMessage' });
export type ReportsChannelMessage = z.infer<typeof reportsChannelMessageSchema>;

/** A report's type line in the list: 'All reports' when every type was chosen (spec 3 §2.10). */
export function reportTypesLabel(types: ReadonlyArray<{ name: string }>): string {
  return types.length === ALL_REPORT_TYPES_COUNT ? reportSpecMessages.allReports : types.map((t) => t.name).join(', ');
}
