/**
 * Rebalance notices (spec 3 §2.8, §2.9, §3, §4). A report belongs to one account and is of type
 * taa or model_portfolio; its `data` holds the table, with every figure a fraction (0.25 = 25 %)
 * that the page multiplies by 100. Figures go out as decimal strings so no total drifts through
 * binary floating point; they may come in as JSON numbers or decimal strings, and `data` itself
 * may come in as a JSON string (spec 3 §3): every schema here accepts both and hands out one shape.
 */
import { z } from 'zod';
import { FORMATTED_INPUT_MAX_LENGTH } from '../constants.js';
import { isIsoDate } from '../dates/calendar-date.js';
import { RebalanceStatus, RebalanceType } from '../enums.js';
import { formatScaledInteger, numberToDecimalText, toScaledInteger } from '../numbers/decimal.js';
import { pageQuerySchema } from './pagination.js';

export const RebalanceTypeLabel = {
  taa: 'TAA',
  model_portfolio: 'Model portfolio',
} as const satisfies Record<RebalanceType, string>;

export const RebalanceStatusLabel = {
  complete: 'Complete',
  in_progress: 'In progress',
  cancelled: 'Cancelled',
} as const satisfies Record<RebalanceStatus, string>;

export const RebalanceMessages = {
  foreignAccount: 'Choose accounts from your own.',
  notJson: 'Must be a JSON object (or a string holding one).',
  notDecimal: 'Must be a decimal number.',
  unknownAccount: (code: string) => `No account has the code "${code}".`,
  duplicateExternalId: (id: string) => `"${id}" appears more than once in this file.`,
  mismatch: (field: string, given: string, expected: string) =>
    `${field} is ${given}, but its parts come to ${expected}.`,
  notFound: 'No such rebalance report.',
  nothingPublished: 'Nothing was published.',
} as const;

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** Longest figure taken as text: far more digits than any fraction needs. */
const DECIMAL_MAX_LENGTH = 100;
/** Names and codes in a published report (asset classes, investment options). */
const LABEL_MAX_LENGTH = 200;
/** Rows of one table: asset classes, options of one class, model portfolio rows. */
const TABLE_ROWS_MAX_COUNT = 1000;

const DATE_MESSAGE = 'Must be a date as YYYY-MM-DD.';
const isoDate = z
  .string()
  .max(FORMATTED_INPUT_MAX_LENGTH, { error: DATE_MESSAGE, abort: true })
  .refine(isIsoDate, DATE_MESSAGE);

/** A fraction as it goes out: a decimal string. */
const fractionOut = z.string().regex(DECIMAL);
/** A fraction as it may come in: a JSON number or a decimal string. */
const fraction = z
  .union(
    [
      z.number().finite(),
      z
        .string()
        .trim()
        .max(DECIMAL_MAX_LENGTH, { error: RebalanceMessages.notDecimal, abort: true })
        .regex(DECIMAL, RebalanceMessages.notDecimal),
    ],
    {
      error: RebalanceMessages.notDecimal,
    },
  )
  .transform((value) => (typeof value === 'number' ? numberToDecimalText(value) : value))
  .pipe(fractionOut);

/** `data` as an object, or as a string holding the JSON of one. */
function jsonOrValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: RebalanceMessages.notJson, input: value });
      return z.NEVER;
    }
  }, schema);
}

// --- The wire shapes (what the portal hands out) ------------------------------------------------

const taaOptionRow = z.object({
  name: z.string(),
  saa: fraction,
  old_taa: fraction,
  new_taa: fraction,
  taa_difference: fraction,
});

const taaTotals = z.object({
  total_saa: fraction,
  total_old_taa: fraction,
  total_difference: fraction,
  total_new_taa: fraction,
});

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
  accounts: queryList(z.coerce.number().int().positive().max(2_147_483_647)),
  rebalance_type: queryList(z.enum(RebalanceType)),
  status: queryList(z.enum(RebalanceStatus)),
  ordering: z.enum(RebalanceOrdering).default(DEFAULT_REBALANCE_ORDERING),
});
export type RebalanceListQuery = z.output<typeof rebalanceListQuerySchema>;

export const rebalanceIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// --- Publishing (the operator API and `npm run admin -- rebalance publish FILE.json`) -------------

/** Exact decimal sums: every part scaled to the longest fraction among them. */
function scaleOf(values: string[]): number {
  return Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0));
}
function sumOf(values: string[]): string {
  const scale = scaleOf(values);
  return formatScaledInteger(
    values.reduce((acc, v) => acc + toScaledInteger(v, scale), 0n),
    scale,
  );
}
function differenceOf(after: string, before: string): string {
  const scale = scaleOf([after, before]);
  return formatScaledInteger(toScaledInteger(after, scale) - toScaledInteger(before, scale), scale);
}
function sameValue(a: string, b: string): boolean {
  const scale = scaleOf([a, b]);
  return toScaledInteger(a, scale) === toScaledInteger(b, scale);
}

type Ctx = z.core.$RefinementCtx;

/**
 * A figure the publisher may leave out (it is worked out) or give (then it must equal what its
 * parts come to, so a page never shows a total that its rows contradict).
 */
function settle(ctx: Ctx, path: PropertyKey[], given: string | undefined, expected: string): string {
  if (given === undefined) return expected;
  if (!sameValue(given, expected)) {
    ctx.addIssue({
      code: 'custom',
      path,
      message: RebalanceMessages.mismatch(String(path.at(-1)), given, expected),
      input: given,
    });
  }
  return given;
}

const label = z.string().trim().min(1).max(LABEL_MAX_LENGTH);

const taaOptionRowIn = taaOptionRow.extend({
  name: z.string().max(LABEL_MAX_LENGTH),
  taa_difference: fraction.optional(),
});
const taaTotalsIn = z.object({
  total_saa: fraction.optional(),
  total_old_taa: fraction.optional(),
  total_difference: fraction.optional(),
  total_new_taa: fraction.optional(),
});

const taaDataIn = z
  .object({
    records: z
      .array(
        taaTotalsIn.extend({
          asset_class: label,
          investment_options: z.array(taaOptionRowIn).min(1).max(TABLE_ROWS_MAX_COUNT),
        }),
      )
      .max(TABLE_ROWS_MAX_COUNT),
    cash: z.object({ saa: fraction, old_taa: fraction, difference: fraction.optional(), new_taa: fraction }),
    totals: taaTotalsIn.optional(),
  })
  .transform((data, ctx): RebalanceTaaData => {
    const records = data.records.map((record, r) => {
      const options = record.investment_options.map((o, i) => ({
        ...o,
        taa_difference: settle(
          ctx,
          ['records', r, 'investment_options', i, 'taa_difference'],
          o.taa_difference,
          differenceOf(o.new_taa, o.old_taa),
        ),
      }));
      const at = (field: string) => ['records', r, field];
      return {
        asset_class: record.asset_class,
        investment_options: options,
        total_saa: settle(ctx, at('total_saa'), record.total_saa, sumOf(options.map((o) => o.saa))),
        total_old_taa: settle(ctx, at('total_old_taa'), record.total_old_taa, sumOf(options.map((o) => o.old_taa))),
        total_difference: settle(
          ctx,
          at('total_difference'),
          record.total_difference,
          sumOf(options.map((o) => o.taa_difference)),
        ),
        total_new_taa: settle(ctx, at('total_new_taa'), record.total_new_taa, sumOf(options.map((o) => o.new_taa))),
      };
    });
    const cash = {
      saa: data.cash.saa,
      old_taa: data.cash.old_taa,
      difference: settle(
        ctx,
        ['cash', 'difference'],
        data.cash.difference,
        differenceOf(data.cash.new_taa, data.cash.old_taa),
      ),
      new_taa: data.cash.new_taa,
    };
    const column = (pick: (r: (typeof records)[number]) => string, cashPart: string) =>
      sumOf([...records.map(pick), cashPart]);
    const given = data.totals ?? {};
    return {
      records,
      cash,
      totals: {
        total_saa: settle(
          ctx,
          ['totals', 'total_saa'],
          given.total_saa,
          column((r) => r.total_saa, cash.saa),
        ),
        total_old_taa: settle(
          ctx,
          ['totals', 'total_old_taa'],
          given.total_old_taa,
          column((r) => r.total_old_taa, cash.old_taa),
        ),
        total_difference: settle(
          ctx,
          ['totals', 'total_difference'],
          given.total_difference,
          column((r) => r.total_difference, cash.difference),
        ),
        total_new_taa: settle(
          ctx,
          ['totals', 'total_new_taa'],
          given.total_new_taa,
          column((r) => r.total_new_taa, cash.new_taa),
        ),
      },
    };
  });

const modelPortfolioDataIn = z
  .array(
    rebalanceModelPortfolioRowSchema.extend({
      investment_option: label,
      code: label,
      name: z.string().max(LABEL_MAX_LENGTH),
      target_difference: fraction.optional(),
    }),
  )
  .min(1)
  .max(TABLE_ROWS_MAX_COUNT)
  .transform((rows, ctx): RebalanceModelPortfolioData =>
    rows.map((row, i) => ({
      ...row,
      target_difference: settle(
        ctx,
        [i, 'target_difference'],
        row.target_difference,
        differenceOf(row.new_target, row.old_target),
      ),
    })),
  );

const publishBase = z.object({
  /** The publisher's own id of the report: publishing it again updates it instead of adding one. */
  external_id: z.string().trim().min(1).max(100),
  /** The account's code in the administration system (as in the portfolio feed). */
  account_code: z.string().trim().min(1).max(100),
  status: z.enum(RebalanceStatus),
  date: isoDate,
  message: z.string().max(20_000).default(''),
});

export const rebalanceReportPublishSchema = z.discriminatedUnion('rebalance_type', [
  publishBase.extend({ rebalance_type: z.literal(RebalanceType.taa), data: jsonOrValue(taaDataIn) }),
  publishBase.extend({
    rebalance_type: z.literal(RebalanceType.model_portfolio),
    data: jsonOrValue(modelPortfolioDataIn),
  }),
]);
export type RebalanceReportPublish = z.output<typeof rebalanceReportPublishSchema>;

export const rebalancePublishBodySchema = z
  .object({ reports: z.array(rebalanceReportPublishSchema).min(1).max(1000) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.reports.forEach((report, i) => {
      if (seen.has(report.external_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['reports', i, 'external_id'],
          message: RebalanceMessages.duplicateExternalId(report.external_id),
          input: report.external_id,
        });
      }
      seen.add(report.external_id);
    });
  })
  .meta({ id: 'RebalancePublish' });
export type RebalancePublishBody = z.output<typeof rebalancePublishBodySchema>;

export const RebalancePublishAction = { created: 'created', updated: 'updated', unchanged: 'unchanged' } as const;
export type RebalancePublishAction = (typeof RebalancePublishAction)[keyof typeof RebalancePublishAction];

export const rebalancePublishResultSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    reports: z.array(
      z.object({
        id: z.number().int(),
        external_id: z.string(),
        action: z.enum(RebalancePublishAction),
      }),
    ),
  })
  .meta({ id: 'RebalancePublishResult' });
export type RebalancePublishResult = z.output<typeof rebalancePublishResultSchema>;

export const rebalanceCancelParamsSchema = z.object({ external_id: z.string().trim().min(1).max(100) });
export const rebalanceCancelResultSchema = z.object({
  id: z.number().int(),
  external_id: z.string(),
  status: z.enum(RebalanceStatus),
  changed: z.boolean(),
});
export type RebalanceCancelResult = z.output<typeof rebalanceCancelResultSchema>;
