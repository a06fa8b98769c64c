/**
 * The investment policy statement (IPS) on the wire (spec 2 §3 Investment policy, Strategic asset
 * allocation, Custom strategy, Industry and Security restriction; §4 wizard and statuses; §5; §7
 * "IPS: GET booklet; GET details; POST base with account; PATCH details; DELETE draft", "Strategic
 * allocation: GET and PUT", "Restrictions: GET and POST"). All under `/api/ipm/`:
 *
 * - `GET  investment-policies/?account={id}`            -> InvestmentPolicies (ongoing and active)
 * - `POST investment-policies/` {account}                -> 201 InvestmentPolicy (a draft)
 * - `GET  investment-policies/booklet/?account={id}`     -> application/pdf, the booklet
 * - `GET  investment-policies/{id}/`                     -> InvestmentPolicy
 * - `PATCH investment-policies/{id}/`                    -> InvestmentPolicy (wizard step, customisation, gearing)
 * - `DELETE investment-policies/{id}/`                   -> 204 (a draft, while an active one remains)
 * - `GET  investment-policies/{id}/strategic-allocation/` -> StrategicAllocation
 * - `PUT  investment-policies/{id}/strategic-allocation/` -> StrategicAllocation
 * - `GET  investment-policies/{id}/industry-restrictions/`  -> IndustryRestrictionList (the whole tree)
 * - `POST investment-policies/{id}/industry-restrictions/`  -> IndustryRestrictionList (leaves replaced)
 * - `GET  investment-policies/{id}/security-restrictions/`  -> SecurityRestrictionList
 * - `POST investment-policies/{id}/security-restrictions/`  -> SecurityRestrictionList (replaced)
 *
 * Percentages cross as decimal text with 2 decimals ('12.50'); money as dollars text ('250000.00').
 */
import { z } from 'zod';
import { isIsoDate } from '../dates/calendar-date.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { recordIdParamSchema, recordIdSchema } from '../fields/record-id.js';
import { AMOUNT_INPUT_MAX_LENGTH, amountProblem } from './amount-rule.js';
import { PERCENT_FORMAT_MESSAGE } from './allocation-rules.js';
import { STRATEGY_NAME_MAX, TARGET_PERCENT_MAX_DIGITS } from './custom-strategy-rules.js';
import { IpsStatus, IpsWizardStep, RestrictionType } from './portfolio-application.enums.js';
import { portfolioApplicationFormMessages as PM } from './portfolio-application.messages.js';

export const HoldingArrangement = {
  /** Held by the provider's custodian. */
  custodial: 'custodial',
  /** Held in the investor's own name, CHESS sponsored. */
  chess_sponsored: 'chess_sponsored',
} as const;
export type HoldingArrangement = (typeof HoldingArrangement)[keyof typeof HoldingArrangement];

export const InvestmentPolicyLimits = {
  securitiesPerStrategy: 50,
  strategiesPerOption: 20,
  categories: 50,
  optionsPerCategory: 50,
  securityRestrictions: 200,
  industryRestrictions: 1000,
  securityNameMaxLength: 200,
  /** Units and cost base as typed: whole units, cost base in dollars. */
  unitsMaxDigits: 12,
} as const;

export const InvestmentPolicyMessages = {
  holdingArrangementRequired: 'Choose how the securities are held',
  strategyNameRequired: 'Enter a name for the strategy',
  costBaseFormat: 'Enter the cost base in dollars, like 12.50',
  dateFormat: 'Enter a date as YYYY-MM-DD',
  loanBalanceRange: 'The minimum loan balance cannot be more than the maximum',
  alreadyOngoing: 'This account already has an investment policy statement under way',
  notComplete: 'Complete the investment policy statement first',
  unknownOption: 'Choose an investment option from the list',
  unknownIndustry: 'Choose an industry from the list',
  notLeaf: 'Restrictions are set on sub-industries; a group passes its type down to them',
  /** The wizard's order (spec 2 §4): a step is saved only after the ones before it. */
  bookletFirst: 'Read the investment policy booklet first',
  allocationFirst: 'Save the strategic asset allocation first',
  customisationFirst: 'Answer the customisation questions first',
  industryRestrictionsMissing: 'Choose at least one industry to restrict, or answer No',
  securityRestrictionsMissing: 'Add at least one security to restrict, or answer No',
  optionRepeated: 'This investment option is listed more than once',
  optionsMissing: 'Give a target for every investment option',
  strategiesNotOffered: 'This investment option does not take custom strategies',
  onlyPrimary: 'Only the account’s primary user can change the investment policy statement',
  /** Sending a changed statement for signature after activation (issue #21 item 5). */
  sendNeedsActiveAccount:
    'Until the account is active, the statement is signed with the application: submit it from the registration summary',
  sendOnlyDraft: 'Only a draft statement can be sent for signature',
  /** The portfolio manager's review of a signed statement (operator). */
  reviewOnlyInReview: 'Only a statement with the portfolio manager for review can be approved or declined',
  reviewNeedsActiveAccount: 'The first statement becomes active when the account is activated',
  reasonRequired: 'Give the reason, for the investor',
} as const;

const required = { error: fieldSpecMessages.fieldRequired };

// ---------------------------------------------------------------------------------------------
// The statement itself

export const investmentPolicyApproverSchema = z.object({
  user: z.object({ id: z.number().int(), full_name: z.string() }),
  is_admin: z.boolean(),
  status_display: z.string(),
});

export const investmentPolicySchema = z
  .object({
    id: z.number().int(),
    account: z.number().int(),
    status: z.enum(IpsStatus),
    status_display: z.string(),
    /** How far the wizard has come: the next step to show, 'done' when gearing is saved. */
    wizard_step: z.enum(IpsWizardStep),
    /** The allocation as the summary lists it, options above 0 only. */
    strategic_asset_allocation: z.array(z.object({ name: z.string(), target_percentage: z.string() })),
    has_restrictions: z.boolean().nullable(),
    has_industry_restrictions: z.boolean().nullable(),
    has_security_restrictions: z.boolean().nullable(),
    /** Names of the industry groups with a restriction below them. */
    restricted_industry_groups: z.array(z.string()),
    is_security_restrictions_provided: z.boolean(),
    has_gearing: z.boolean().nullable(),
    /** Dollars text, null without gearing. */
    target_loan_balance_min: z.string().nullable(),
    target_loan_balance_max: z.string().nullable(),
    creator: z.number().int().nullable(),
    created: z.string(),
    modifier: z.number().int().nullable(),
    modified: z.string(),
    approvers: z.array(investmentPolicyApproverSchema),
    sign_requester_name: z.string().nullable(),
    sign_requested_date: z.string().nullable(),
    sign_change_request: z
      .object({
        id: z.number().int(),
        can_sign: z.boolean(),
        is_sign_url_available: z.boolean(),
        is_viewed: z.boolean(),
      })
      .nullable(),
    /** Whether the signed-in person may change it now (primary user, status allows). */
    can_edit: z.boolean(),
    /** Why not, when `can_edit` is false. */
    edit_refusal: z.string().nullable(),
    /**
     * Whether the signed-in person may send it for signature now (issue #21 item 5): the primary
     * user, a finished draft, on an active account (before activation it goes with the application).
     */
    can_send_for_signature: z.boolean(),
  })
  .meta({ id: 'InvestmentPolicy' });
export type InvestmentPolicy = z.infer<typeof investmentPolicySchema>;

export const investmentPolicyQuerySchema = z.object({ account: recordIdParamSchema });
export const investmentPoliciesSchema = z
  .object({
    /** The statement being completed or awaiting signature/review; null when none. */
    ongoing_ips: investmentPolicySchema.nullable(),
    active_ips: investmentPolicySchema.nullable(),
  })
  .meta({ id: 'InvestmentPolicies' });
export type InvestmentPolicies = z.infer<typeof investmentPoliciesSchema>;

export const investmentPolicyCreateSchema = z
  .object({ account: recordIdSchema })
  .meta({ id: 'InvestmentPolicyCreate' });
export type InvestmentPolicyCreate = z.input<typeof investmentPolicyCreateSchema>;

/** A loan balance as typed: the amount rule (dollars, 2 decimals, no negatives, 15 characters). */
const loanBalanceSchema = z
  .string()
  .max(AMOUNT_INPUT_MAX_LENGTH * 4, PM.amountMaxLength(AMOUNT_INPUT_MAX_LENGTH))
  .nullable()
  .optional();

/**
 * PATCH: any of the wizard's answers. `wizard_step` moves the wizard on (booklet read, allocation
 * saved, customisation saved); the gearing answer moves it to 'done'. Gearing: has_gearing
 * required on that step, min and max required when it is true (spec 2 §5), min not above max.
 */
export const investmentPolicyUpdateSchema = z
  .object({
    wizard_step: z.enum(IpsWizardStep).optional(),
    has_restrictions: z.boolean().nullable().optional(),
    has_industry_restrictions: z.boolean().nullable().optional(),
    has_security_restrictions: z.boolean().nullable().optional(),
    has_gearing: z.boolean().nullable().optional(),
    target_loan_balance_min: loanBalanceSchema,
    target_loan_balance_max: loanBalanceSchema,
  })
  .superRefine((value, ctx) => {
    if (value.has_gearing !== true) return;
    const amounts: Array<'target_loan_balance_min' | 'target_loan_balance_max'> = [
      'target_loan_balance_min',
      'target_loan_balance_max',
    ];
    let bothValid = true;
    for (const field of amounts) {
      const typed = value[field];
      if (typed === null || typed === undefined || typed.trim() === '') {
        ctx.addIssue({ code: 'custom', path: [field], message: fieldSpecMessages.fieldRequired });
        bothValid = false;
        continue;
      }
      const problem = amountProblem(typed);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: [field], message: problem });
        bothValid = false;
      }
    }
    if (bothValid) {
      const cents = (text: string) => Number(text.replace(/,/g, ''));
      if (cents(value.target_loan_balance_min!) > cents(value.target_loan_balance_max!))
        ctx.addIssue({
          code: 'custom',
          path: ['target_loan_balance_max'],
          message: InvestmentPolicyMessages.loanBalanceRange,
        });
    }
  })
  .meta({ id: 'InvestmentPolicyUpdate' });
export type InvestmentPolicyUpdate = z.input<typeof investmentPolicyUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Strategic asset allocation and custom strategies

export const customStrategySecuritySchema = z.object({
  name: z.string(required).trim().max(InvestmentPolicyLimits.securityNameMaxLength),
  /** With manager discretion: percent text above 0, at most 18 digits; the targets add up to 100. */
  target_percentage: z
    .string()
    .max(TARGET_PERCENT_MAX_DIGITS + 1)
    .nullable()
    .default(null),
  /** Without manager discretion: whole units. */
  units: z.string().max(InvestmentPolicyLimits.unitsMaxDigits).nullable().default(null),
});
export type CustomStrategySecurity = z.infer<typeof customStrategySecuritySchema>;

/** A custom strategy as sent with the allocation (spec 2 §3 Custom strategy, §5); rules in custom-strategy-rules. */
export const customStrategyInputSchema = z.object({
  /** Present for a strategy already saved. */
  id: recordIdSchema.optional(),
  name: z
    .string(required)
    .trim()
    .min(1, InvestmentPolicyMessages.strategyNameRequired)
    .max(STRATEGY_NAME_MAX, fieldSpecMessages.maxLength(STRATEGY_NAME_MAX)),
  manager_discretion: z.boolean(required),
  holding_arrangement: z.enum(HoldingArrangement, { error: InvestmentPolicyMessages.holdingArrangementRequired }),
  securities: z.array(customStrategySecuritySchema).min(1).max(InvestmentPolicyLimits.securitiesPerStrategy),
});
export type CustomStrategyInput = z.input<typeof customStrategyInputSchema>;

export const customStrategySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    manager_discretion: z.boolean(),
    holding_arrangement: z.enum(HoldingArrangement),
    securities: z.array(
      z.object({ name: z.string(), target_percentage: z.string().nullable(), units: z.string().nullable() }),
    ),
    /** Percent a year, up to 4 decimals, from the option's fees; null when the option sets none. */
    portfolio_management_fee: z.string().nullable(),
    investment_management_fee: z.string().nullable(),
  })
  .meta({ id: 'CustomStrategy' });
export type CustomStrategy = z.infer<typeof customStrategySchema>;

export const allocationOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** Percent text, 2 decimals: '0.00' until allocated. */
  target_percentage: z.string(),
  /** The least share, percent text: '2.00' for cash. */
  min_value: z.string(),
  is_custom_strategies_available: z.boolean(),
  custom_strategies: z.array(customStrategySchema),
  tailored_label: z.string().nullable(),
});
export type AllocationOption = z.infer<typeof allocationOptionSchema>;

export const strategicAllocationSchema = z
  .object({
    categories: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        color: z.string(),
        /** The cash category: its options together must reach `cash_minimum_percent`. */
        is_cash: z.boolean(),
        investment_options: z.array(allocationOptionSchema),
      }),
    ),
    /** From the reference data (the cash options' minimum); the message states it as {n}. */
    cash_minimum_percent: z.string(),
  })
  .meta({ id: 'StrategicAllocation' });
export type StrategicAllocation = z.infer<typeof strategicAllocationSchema>;

/**
 * PUT: every option's target (percent text, at most 2 decimals) and its custom strategies. The
 * server runs `allocationProblems` and `customStrategyProblems` and answers 400 with each problem
 * at its path (`categories[0].investment_options[1].target_percentage`,
 * `categories[0].investment_options[1].custom_strategies[0].securities[2].units`, or
 * non_field_errors for the total and the cash minimum). Strategies of options at 0 are dropped.
 */
export const strategicAllocationUpdateSchema = z
  .object({
    categories: z
      .array(
        z.object({
          id: recordIdSchema,
          investment_options: z
            .array(
              z.object({
                id: recordIdSchema,
                target_percentage: z.string().max(7, PERCENT_FORMAT_MESSAGE),
                custom_strategies: z
                  .array(customStrategyInputSchema)
                  .max(InvestmentPolicyLimits.strategiesPerOption)
                  .default([]),
              }),
            )
            .max(InvestmentPolicyLimits.optionsPerCategory),
        }),
      )
      .max(InvestmentPolicyLimits.categories),
  })
  .meta({ id: 'StrategicAllocationUpdate' });
export type StrategicAllocationUpdate = z.input<typeof strategicAllocationUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Restrictions

/** One node of the industry tree with this statement's restriction (spec 2 §3 Industry restriction). */
export const industryRestrictionSchema = z.object({
  /** The industry classification's id. */
  id: z.number().int(),
  description: z.string(),
  parent: z.number().int().nullable(),
  /** 1 sector, 2 industry group, 3 industry, 4 sub-industry. */
  level: z.number().int(),
  is_leaf: z.boolean(),
  /** A leaf's own restriction. */
  restriction_type: z.enum(RestrictionType).nullable(),
  /** A group's: the type its leaves share, 'mixed' when they differ, null when none is restricted. */
  group_restriction_type: z.union([z.enum(RestrictionType), z.literal('mixed')]).nullable(),
});
export type IndustryRestriction = z.infer<typeof industryRestrictionSchema>;
export const industryRestrictionListSchema = z
  .object({ results: z.array(industryRestrictionSchema) })
  .meta({ id: 'IndustryRestrictionList' });
export type IndustryRestrictionList = z.infer<typeof industryRestrictionListSchema>;

/** POST: the restricted leaves, all of them (the list replaces the statement's industry restrictions). */
export const industryRestrictionsUpdateSchema = z
  .object({
    restrictions: z
      .array(z.object({ industry: recordIdSchema, restriction_type: z.enum(RestrictionType, required) }))
      .max(InvestmentPolicyLimits.industryRestrictions),
  })
  .meta({ id: 'IndustryRestrictionsUpdate' });
export type IndustryRestrictionsUpdate = z.input<typeof industryRestrictionsUpdateSchema>;

const COST_BASE = /^\d{1,12}(\.\d{1,2})?$/;
const WHOLE_UNITS = /^\d{1,12}$/;

export const securityRestrictionInputSchema = z.object({
  name: z
    .string(required)
    .trim()
    .min(1, fieldSpecMessages.fieldRequired)
    .max(InvestmentPolicyLimits.securityNameMaxLength),
  /** Whole units; null for every unit held. New rows start at 1 (SecurityRestrictionDefaults). */
  units: z.string().max(20).regex(WHOLE_UNITS, 'Enter a whole number of units').nullable(),
  /** Dollars text; new rows start at 1. */
  cost_base: z.string(required).max(20).regex(COST_BASE, InvestmentPolicyMessages.costBaseFormat),
  /** ISO date; new rows start at tomorrow. */
  date: z.string(required).max(10).refine(isIsoDate, InvestmentPolicyMessages.dateFormat),
  restriction_type: z.enum(RestrictionType, required),
});
export type SecurityRestrictionInput = z.input<typeof securityRestrictionInputSchema>;

export const securityRestrictionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  units: z.string().nullable(),
  cost_base: z.string(),
  date: z.string(),
  restriction_type: z.enum(RestrictionType),
});
export type SecurityRestriction = z.infer<typeof securityRestrictionSchema>;
export const securityRestrictionListSchema = z
  .object({ results: z.array(securityRestrictionSchema) })
  .meta({ id: 'SecurityRestrictionList' });

export const securityRestrictionsUpdateSchema = z
  .object({
    restrictions: z.array(securityRestrictionInputSchema).max(InvestmentPolicyLimits.securityRestrictions),
  })
  .meta({ id: 'SecurityRestrictionsUpdate' });
export type SecurityRestrictionsUpdate = z.input<typeof securityRestrictionsUpdateSchema>;
