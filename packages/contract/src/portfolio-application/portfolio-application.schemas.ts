/**
 * The portfolio application on the wire (spec 2 §3 Portfolio application, §5, §7 "POST or PATCH
 * portfolio-applications; GET details"; issue #20). Amounts cross as dollars text ('250000.00');
 * the input takes them as typed ('250,000.00') under the amount rule. One source for the form and
 * the routes; which source of funds is 'Other' and which accounting methods exist are reference
 * data, so the server checks those.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { fieldHasIssue } from '../fields/text-field.js';
import { recordIdParamSchema, recordIdSchema } from '../fields/record-id.js';
import { AMOUNT_INPUT_MAX_LENGTH, amountProblem } from './amount-rule.js';
import { FrankingCreditsEligibility, FundingType, InvestmentPeriod } from './portfolio-application.enums.js';
import { portfolioApplicationFormMessages as M } from './portfolio-application.messages.js';

export const PortfolioApplicationLimits = {
  sourceOfFundsOtherMaxLength: 100,
  maxSourcesOfFunds: 50,
  investmentPeriodMonthsMax: 600,
  accountingMethodKeyMaxLength: 100,
} as const;

/** An amount as typed; the field shows the amount rule's first problem. */
export const amountInputSchema = z
  .string()
  .max(AMOUNT_INPUT_MAX_LENGTH * 4, M.amountMaxLength(AMOUNT_INPUT_MAX_LENGTH))
  .superRefine((value, ctx) => {
    if (ctx.issues.length > 0) return;
    const problem = amountProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ description: 'Dollars with at most 2 decimals, as typed (thousands commas allowed), at most 15 characters' });

const required = { error: fieldSpecMessages.fieldRequired };

/**
 * An amount field as sent: checked by the amount rule only when its funding type is ticked (below),
 * bounded here so no request carries an unbounded string.
 */
const sentAmountSchema = z
  .string()
  .max(AMOUNT_INPUT_MAX_LENGTH * 4, M.amountMaxLength(AMOUNT_INPUT_MAX_LENGTH))
  .nullable()
  .default(null);

/** The form's fields: POST adds the account, PATCH sends them as they stand. */
const portfolioApplicationFieldsSchema = z.object({
  is_funds_transfer: z.boolean(required),
  funds_transfer_amount: sentAmountSchema,
  is_asset_transfer: z.boolean(required),
  asset_transfer_amount: sentAmountSchema,
  source_of_funds: z.array(recordIdSchema, required).max(PortfolioApplicationLimits.maxSourcesOfFunds),
  source_of_funds_other: z
    .string()
    .trim()
    .max(
      PortfolioApplicationLimits.sourceOfFundsOtherMaxLength,
      fieldSpecMessages.maxLength(PortfolioApplicationLimits.sourceOfFundsOtherMaxLength),
    )
    .default(''),
  is_require_14_days_investing: z.boolean(required),
  investment_period: z.enum(InvestmentPeriod, required).nullable().default(null),
  investment_period_months: z
    .number(required)
    .int(M.monthsWhole)
    .min(1, M.monthsWhole)
    .max(PortfolioApplicationLimits.investmentPeriodMonthsMax, M.monthsWhole)
    .nullable()
    .default(null),
  accounting_method: z.string(required).min(1, fieldSpecMessages.fieldRequired).max(100),
  receive_franking_credits: z.enum(FrankingCreditsEligibility, required),
  is_exempt_income_tax: z.boolean(required),
});

type Fields = z.infer<typeof portfolioApplicationFieldsSchema>;

/**
 * Spec 2 §5's cross-field rules, each on its field. They run even when another field is missing
 * or of the wrong type (an unanswered yes/no), so a form shows every problem at once; each reads
 * only the fields it needs, as sent.
 */
function checkPortfolioApplication(value: Fields, ctx: z.RefinementCtx<unknown>): void {
  const sent = value as Partial<Record<keyof Fields, unknown>>;
  const problem = (path: string, message: string) => {
    if (!fieldHasIssue(ctx, path)) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  const amount = (ticked: unknown, field: 'funds_transfer_amount' | 'asset_transfer_amount') => {
    if (ticked !== true) return;
    const typed = sent[field];
    if (typeof typed !== 'string' || typed.trim() === '') return problem(field, fieldSpecMessages.fieldRequired);
    const broken = amountProblem(typed);
    if (broken) problem(field, broken);
  };
  amount(sent.is_funds_transfer, 'funds_transfer_amount');
  amount(sent.is_asset_transfer, 'asset_transfer_amount');
  if (Array.isArray(sent.source_of_funds) && sent.source_of_funds.length === 0)
    problem('source_of_funds', M.chooseSourceOfFunds);
  if (sent.is_require_14_days_investing === false) {
    if (sent.investment_period === null || sent.investment_period === undefined)
      problem('investment_period', fieldSpecMessages.fieldRequired);
    else if (
      sent.investment_period === InvestmentPeriod.other &&
      (sent.investment_period_months === null || sent.investment_period_months === undefined)
    )
      problem('investment_period_months', fieldSpecMessages.fieldRequired);
  }
}

/** Run the cross-field rules whenever the body is an object, whatever else is wrong with it. */
export const evenWithFieldIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const portfolioApplicationUpdateSchema = portfolioApplicationFieldsSchema
  .superRefine(checkPortfolioApplication, evenWithFieldIssues)
  .meta({ id: 'PortfolioApplicationUpdate' });
export type PortfolioApplicationUpdate = z.input<typeof portfolioApplicationUpdateSchema>;

export const portfolioApplicationCreateSchema = portfolioApplicationFieldsSchema
  .extend({ account: recordIdSchema })
  .superRefine(checkPortfolioApplication, evenWithFieldIssues)
  .meta({ id: 'PortfolioApplicationCreate' });
export type PortfolioApplicationCreate = z.input<typeof portfolioApplicationCreateSchema>;

export const portfolioApplicationSchema = z
  .object({
    id: z.number().int(),
    account: z.number().int(),
    /** The ticked funding types, for the summary. */
    funding_types: z.array(z.enum(FundingType)),
    is_funds_transfer: z.boolean(),
    /** Dollars as decimal text ('250000.00'); null unless the funding type is ticked. */
    funds_transfer_amount: z.string().nullable(),
    is_asset_transfer: z.boolean(),
    asset_transfer_amount: z.string().nullable(),
    source_of_funds: z.array(z.number().int()),
    source_of_funds_other: z.string(),
    is_require_14_days_investing: z.boolean(),
    investment_period: z.enum(InvestmentPeriod).nullable(),
    investment_period_months: z.number().int().nullable(),
    accounting_method: z.string(),
    receive_franking_credits: z.enum(FrankingCreditsEligibility),
    is_exempt_income_tax: z.boolean(),
  })
  .meta({ id: 'PortfolioApplication' });
export type PortfolioApplication = z.infer<typeof portfolioApplicationSchema>;

/** GET /api/ipm/portfolio-applications/?account={id}: the account's application, or none yet. */
export const portfolioApplicationQuerySchema = z.object({ account: recordIdParamSchema });
export const portfolioApplicationDetailsSchema = z
  .object({ portfolio_application: portfolioApplicationSchema.nullable() })
  .meta({ id: 'PortfolioApplicationDetails' });
export type PortfolioApplicationDetails = z.infer<typeof portfolioApplicationDetailsSchema>;
