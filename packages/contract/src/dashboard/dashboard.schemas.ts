/**
 * The portfolio dashboard's wire format (spec 3 §3, issue #6 item 7). Amounts are decimal strings
 * of dollars with two decimals ('1234.56', negative with a leading '-'), computed by the server in
 * integer cents; percentages are decimal strings of percent with two decimals ('3.25' = 3.25 %).
 * The browser turns them into numbers only to draw, never to add up.
 */
import { FINDER_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { dashboardSpecMessages } from './dashboard.messages.js';
import { recordIdSchema, MAX_RECORD_ID } from '../fields/record-id.js';
import { z } from 'zod';
import { PageSize } from '../pagination/pagination.constants.js';
import { DashboardPeriod, DEFAULT_DASHBOARD_PERIOD } from './dashboard.enums.js';

const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const percent = z.string().regex(/^-?\d+\.\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A month of the period, 'YYYY-MM'. */
const month = z.string().regex(/^\d{4}-\d{2}$/);

/** Ids one query or filter names at most: more than anyone holds accounts or options. */
export const DASHBOARD_IDS_MAX_COUNT = 500;
/** The same ids comma-joined: ten digits and a comma each. */
const ID_LIST_MAX_LENGTH = DASHBOARD_IDS_MAX_COUNT * 11;

/** Ids as the query carries them: repeated (`account=1&account=2`) or comma-joined (`account=1,2`). */
const idList = z
  .union([z.string().max(ID_LIST_MAX_LENGTH), z.array(z.string().max(ID_LIST_MAX_LENGTH)).max(DASHBOARD_IDS_MAX_COUNT)])
  .optional()
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.split(',')).filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id <= 0 || id > MAX_RECORD_ID)) {
      ctx.addIssue({ code: 'custom', message: 'Must be a list of ids.' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** The query of every card: period, accounts and investment options (empty = all the user's). */
export const dashboardQuerySchema = z.object({
  period: z.enum(DashboardPeriod).default(DEFAULT_DASHBOARD_PERIOD),
  account: idList,
  investment_option: idList,
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

const filterIds = z.array(recordIdSchema);

/** The longest asset class name a holdings feed may give (its `asset_class` column). */
export const ASSET_CLASS_NAME_MAX_LENGTH = 100;

/** An asset-class filter that is not a record id names no class: the same words as an unknown id. */
const assetClassIdMessage = { error: dashboardSpecMessages.chooseAssetClass };
const assetClassId = (number: z.ZodNumber | z.ZodCoercedNumber) =>
  number.int(assetClassIdMessage).positive(assetClassIdMessage).max(MAX_RECORD_ID, assetClassIdMessage);

/**
 * An asset class (spec 3 §3 "asset"): the holdings feed names classes, the portal numbers them.
 * The name is what the investments card's chip shows; the server reads it from the id.
 */
export const dashboardAssetSchema = z
  .object({
    id: assetClassId(z.number(assetClassIdMessage)),
    name: z.string().max(ASSET_CLASS_NAME_MAX_LENGTH),
  })
  .meta({ id: 'DashboardAsset' });
export type DashboardAsset = z.infer<typeof dashboardAssetSchema>;

/**
 * The saved filter (PATCH /api/ipm/dashboard/filter-setup/): the whole filter each time, so an
 * `asset` left out (or null) saves no asset-class filter. The cards other than investments are
 * computed over period, accounts and options alone.
 */
export const dashboardFilterSchema = z
  .object({
    period: z.enum(DashboardPeriod),
    account: filterIds.max(DASHBOARD_IDS_MAX_COUNT),
    investment_option: filterIds.max(DASHBOARD_IDS_MAX_COUNT),
    asset: dashboardAssetSchema.nullable().optional(),
  })
  .meta({ id: 'DashboardFilter' });
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;

export const dashboardInvestmentOptionSchema = z
  .object({ id: z.number().int(), label: z.string(), color: z.string() })
  .meta({ id: 'DashboardInvestmentOption' });

/**
 * The filter with what can be chosen: the user's accounts, each with its investment options. The
 * saved ids read back without the request's cap: they are the user's own, however many.
 */
export const dashboardFilterSetupSchema = dashboardFilterSchema
  .extend({
    account: filterIds,
    investment_option: filterIds,
    /** The saved asset class, named as it is now; null when none is chosen. */
    asset: dashboardAssetSchema.nullable(),
    accounts: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        investment_options: z.array(dashboardInvestmentOptionSchema),
      }),
    ),
    latest_availability_date: isoDate.nullable(),
  })
  .meta({ id: 'DashboardFilterSetup' });
export type DashboardFilterSetup = z.infer<typeof dashboardFilterSetupSchema>;

export const returnSummarySchema = z
  .object({
    monthly_values: z.array(
      z.object({ month, income_return: amount, capital_return: amount, fee: amount, total_return: amount }),
    ),
    total_income_return: amount,
    total_capital_return: amount,
    total_fee: amount,
    total_total_return: amount,
  })
  .meta({ id: 'ReturnSummary' });
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

export const capitalPerformanceSchema = z
  .object({
    monthly_values: z.array(
      z.object({ month, unrealised: amount, realised: amount, options_bought: amount, capital_return: amount }),
    ),
    total_unrealised: amount,
    total_realised: amount,
    total_options_bought: amount,
    total_capital_return: amount,
  })
  .meta({ id: 'CapitalPerformance' });
export type CapitalPerformance = z.infer<typeof capitalPerformanceSchema>;

export const incomeSchema = z
  .object({
    monthly_values: z.array(
      z.object({
        month,
        premiums_received: amount,
        dividends: amount,
        franking_credits: amount,
        other_income: amount,
      }),
    ),
    total_premiums_received: amount,
    total_dividends: amount,
    total_franking_credits: amount,
    total_other_income: amount,
    total_income_return: amount,
  })
  .meta({ id: 'Income' });
export type Income = z.infer<typeof incomeSchema>;

export const capitalMovementSchema = z
  .object({
    monthly_values: z.array(
      z.object({
        month,
        movements_in: amount,
        movements_out: amount,
        franking_credits: amount,
        withholding_tax: amount,
      }),
    ),
    total_movements_in: amount,
    total_movements_out: amount,
    total_franking_credits: amount,
    total_withholding_tax: amount,
  })
  .meta({ id: 'CapitalMovement' });
export type CapitalMovement = z.infer<typeof capitalMovementSchema>;

const dailyValue = z.object({ date: isoDate, amount });

export const totalAssetValueSchema = z
  .object({
    total_asset_daily_values: z.array(dailyValue),
    /** Empty unless some margin loan in the period is above 0. */
    margin_loan_daily_values: z.array(dailyValue),
    net_equity_daily_values: z.array(dailyValue),
    investment_options: z.array(
      dashboardInvestmentOptionSchema.extend({
        total_amount: amount,
        daily_values: z.array(dailyValue),
        change: z.object({ amount, percent }),
      }),
    ),
    totals: z.object({ total_asset: amount, total_margin_loan: amount, net_equity: amount }),
  })
  .meta({ id: 'TotalAssetValue' });
export type TotalAssetValue = z.infer<typeof totalAssetValueSchema>;

export const assetAllocationSchema = z
  .object({
    /** False for the previous financial year: "Historical data is not available". */
    available: z.boolean(),
    /** `id` is the asset class's (the investments filter takes it); `asset_class` its name. */
    items: z.array(z.object({ id: z.number().int(), asset_class: z.string(), actual: percent, value: amount })),
  })
  .meta({ id: 'AssetAllocation' });
export type AssetAllocation = z.infer<typeof assetAllocationSchema>;

export const InvestmentSortField = {
  code: 'code',
  name: 'name',
  units: 'units',
  price: 'price',
  value: 'value',
  target_units: 'target_units',
} as const;

/** The card asks for every row in one page (and the CSV download for all of them): above that is refused. */
export const INVESTMENTS_MAX_PAGE_SIZE = PageSize.dashboardInvestments;

export const investmentsQuerySchema = dashboardQuerySchema.extend({
  // A finder's text: at most 40 characters (spec 1 §5).
  search: z
    .string()
    .trim()
    .max(FINDER_INPUT_MAX_LENGTH, fieldSpecMessages.queryTooLong(FINDER_INPUT_MAX_LENGTH))
    .default(''),
  /** A field name, '-' in front for descending. */
  ordering: z
    .string()
    .regex(new RegExp(`^-?(${Object.keys(InvestmentSortField).join('|')})$`), 'Unknown sort field.')
    .default('-value'),
  group_by_investment: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** An asset class's id (spec 3 §7); left out: every class. */
  asset_class: assetClassId(z.coerce.number(assetClassIdMessage)).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(INVESTMENTS_MAX_PAGE_SIZE).default(10),
});
export type InvestmentsQuery = z.output<typeof investmentsQuerySchema>;

export const investmentRowSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    asset_class: z.string(),
    /** Decimal strings: units and price keep their own precision. */
    units: z.string(),
    price: z.string(),
    value: amount,
    is_strike: z.boolean(),
    target_units: z.string().nullable(),
    account: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    investment_option: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  })
  .meta({ id: 'InvestmentRow' });
export type InvestmentRow = z.infer<typeof investmentRowSchema>;

export const investmentsSchema = z
  .object({
    /** False for the previous financial year: the table shows its empty state. */
    available: z.boolean(),
    date: isoDate.nullable(),
    count: z.number().int(),
    results: z.array(investmentRowSchema),
  })
  .meta({ id: 'Investments' });
export type Investments = z.infer<typeof investmentsSchema>;

/**
 * GET /api/operator/accounts/{id}/portfolio/: an account's private portfolio for staff (the back
 * office's account page), as its members' dashboard opens on it (every option, the twelve months
 * to today): each investment option's value on its latest valuation day, and the total.
 */
export const operatorAccountPortfolioSchema = z
  .object({
    /** The latest valuation day of the period; null when the feed has brought none. */
    date: isoDate.nullable(),
    investment_options: z.array(z.object({ id: z.number().int(), label: z.string(), value: amount })),
    /** The options' values added up on the latest day (the total asset value card's total). */
    total: amount,
  })
  .meta({ id: 'OperatorAccountPortfolio' });
export type OperatorAccountPortfolio = z.infer<typeof operatorAccountPortfolioSchema>;
