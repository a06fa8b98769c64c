/**
 * Rebalance notices (spec 3 §2.8, §2.9, §3, §4). A report belongs to one account and is of type
 * taa or model_portfolio; its `data` holds the table, with every figure a fraction (0.25 = 25 %)
 * that the page multiplies by 100. Figures go out as decimal strings so no total drifts through
 * binary floating point; they may come in as JSON numbers or decimal strings, and `data` itself
 * may come in as a JSON string (spec 3 §3): every schema here accepts both and hands out one shape.
 * This file holds what the portal hands out and the list's query; rebalance-publish.schemas.ts holds
 * the format reports are published in.
 */
import { idParamsSchema, recordIdParamSchema } from '../fields/record-id.js';
import { z } from 'zod';
import { pageQuerySchema } from '../pagination/pagination.schemas.js';
import { RebalanceStatus, RebalanceType } from './rebalance.enums.js';
import { fraction, isoDate, jsonOrValue, taaOptionRow, taaTotals } from './report-figures.js';

export const rebalanceTaaDataSchema = z
  .object({
    records: z.array(taaTotals.extend({ asset_class: z.string(), investment_options: z.array(taaOptionRow) })),
    cash: z.object({ saa: fraction, old_taa: fraction, difference: fraction, new_taa: fraction }),
    totals: taaTotals,
  })
  .meta({ id: 'RebalanceTaaData' });
export type RebalanceTaaData = z.output<typeof rebalanceTaaDataSchema>;

export const rebalanceModelPortfolioRowSchema = z.object({
  investment_option: z.string(),
  code: z.string(),
  name: z.string(),
  old_target: fraction,
  new_target: fraction,
  target_difference: fraction,
});
export const rebalanceModelPortfolioDataSchema = z
  .array(rebalanceModelPortfolioRowSchema)
  .meta({ id: 'RebalanceModelPortfolioData' });
export type RebalanceModelPortfolioData = z.output<typeof rebalanceModelPortfolioDataSchema>;

export type RebalanceData = RebalanceTaaData | RebalanceModelPortfolioData;

export const rebalanceAccountSchema = z.object({ id: z.number().int(), name: z.string() });
export type RebalanceAccount = z.infer<typeof rebalanceAccountSchema>;

/** A row of the history list and the dashboard's latest block (spec 3 §3 "summary"). */
export const rebalanceReportSummarySchema = z
  .object({
    id: z.number().int(),
    date: isoDate,
    account: rebalanceAccountSchema,
    rebalance_type: z.enum(RebalanceType),
    status: z.enum(RebalanceStatus),
    /** Not yet opened by this user. */
    is_new: z.boolean(),
    /** How many of the user's reports are new (the dashboard badge shows at most 9). */
    new_count: z.number().int(),
    created: z.string(),
  })
  .meta({ id: 'RebalanceReportSummary' });
export type RebalanceReportSummary = z.output<typeof rebalanceReportSummarySchema>;

/** GET latest/: the newest report, or null while the user has none. */
export const rebalanceLatestSchema = rebalanceReportSummarySchema.nullable();
export type RebalanceLatest = z.output<typeof rebalanceLatestSchema>;

const detailBase = rebalanceReportSummarySchema.extend({ message: z.string() });

/** GET {id}/: the summary with the commentary and the table; `type` repeats rebalance_type. */
export const rebalanceReportDetailSchema = z
  .discriminatedUnion('rebalance_type', [
    detailBase.extend({
      rebalance_type: z.literal(RebalanceType.taa),
      type: z.literal(RebalanceType.taa),
      data: jsonOrValue(rebalanceTaaDataSchema),
    }),
    detailBase.extend({
      rebalance_type: z.literal(RebalanceType.model_portfolio),
      type: z.literal(RebalanceType.model_portfolio),
      data: jsonOrValue(rebalanceModelPortfolioDataSchema),
    }),
  ])
  .meta({ id: 'RebalanceReportDetail' });
export type RebalanceReportDetail = z.output<typeof rebalanceReportDetailSchema>;

export const rebalanceMarkSeenSchema = z
  .object({ is_new: z.boolean(), new_count: z.number().int() })
  .meta({ id: 'RebalanceMarkSeen' });
export type RebalanceMarkSeen = z.output<typeof rebalanceMarkSeenSchema>;

export const rebalanceTypesSchema = z.array(z.object({ id: z.enum(RebalanceType), name: z.string() }));
export type RebalanceTypes = z.output<typeof rebalanceTypesSchema>;

export const rebalanceAccountsSchema = z.array(rebalanceAccountSchema);

export const RebalanceOrdering = [
  '-date',
  'date',
  'account',
  '-account',
  'rebalance_type',
  '-rebalance_type',
  'status',
  '-status',
] as const;
export type RebalanceOrdering = (typeof RebalanceOrdering)[number];
export const DEFAULT_REBALANCE_ORDERING: RebalanceOrdering = '-date';

/** Values one list filter takes at most, and the length of their text. */
const QUERY_LIST_MAX_COUNT = 500;
const QUERY_LIST_MAX_LENGTH = QUERY_LIST_MAX_COUNT * 20;

/** A query list: repeated (`status=a&status=b`) or comma-joined (`status=a,b`), as the web app sends. */
function queryList<T extends z.ZodType>(item: T) {
  return z
    .union([
      z.string().max(QUERY_LIST_MAX_LENGTH),
      z.array(z.string().max(QUERY_LIST_MAX_LENGTH)).max(QUERY_LIST_MAX_COUNT),
    ])
    .optional()
    .transform((value) => (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.split(',')))
    .transform((parts) => [...new Set(parts.map((p) => p.trim()).filter(Boolean))] as unknown[])
    .pipe(z.array(item));
}

export const rebalanceListQuerySchema = pageQuerySchema.extend({
  accounts: queryList(recordIdParamSchema),
  rebalance_type: queryList(z.enum(RebalanceType)),
  status: queryList(z.enum(RebalanceStatus)),
  ordering: z.enum(RebalanceOrdering).default(DEFAULT_REBALANCE_ORDERING),
});
export type RebalanceListQuery = z.output<typeof rebalanceListQuerySchema>;

export const rebalanceIdParamsSchema = idParamsSchema;
