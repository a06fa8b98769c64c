/**
 * Publishing rebalance reports: the operator API and `npm run admin -- rebalance publish FILE.json`
 * (format in the server's modules/rebalance/README.md). Totals and differences the publisher leaves
 * out are worked out exactly; those it gives must match their parts.
 */
import { z } from 'zod';
import { formatScaledInteger, toScaledInteger } from '../numbers/decimal.js';
import { RebalanceStatus, RebalanceType } from './rebalance.enums.js';
import { RebalanceMessages } from './rebalance.messages.js';
import {
  rebalanceModelPortfolioRowSchema,
  type RebalanceModelPortfolioData,
  type RebalanceTaaData,
} from './rebalance.schemas.js';
import {
  fraction,
  isoDate,
  jsonOrValue,
  LABEL_MAX_LENGTH,
  TABLE_ROWS_MAX_COUNT,
  taaOptionRow,
} from './report-figures.js';

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
