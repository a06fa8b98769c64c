/**
 * A trust account's trust details (spec 2 §2 Trust details screen, §3 entity, §4 Trust rules,
 * §5 Trust details rules, §7 trust-details calls): its type, the state it was established in,
 * whether the settled sum reached $10,000 (SETTLED_SUM_THRESHOLD_CENTS) and then its settlor,
 * and whether investing is its primary activity or else what it does. One source for the form
 * and the route.
 *
 * The spec's entity lost the name of the settled-sum answer ("{hash}"); ours is
 * `is_settled_sum_over_threshold` (true: the settled sum was $10,000 or more).
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { fieldHasIssue, optionalTextField } from '../fields/text-field.js';
import { AuState } from '../lookups/lookups.schemas.js';
import { AccountSetupLimits, SETTLED_SUM_THRESHOLD_CENTS } from './accounts.constants.js';

/**
 * Kinds of trust. Ours: the spec names a trust type without listing the choices, so these are the
 * common Australian kinds, with "other" for the rest.
 */
export const TrustType = {
  discretionary: 'discretionary',
  unit: 'unit',
  fixed: 'fixed',
  hybrid: 'hybrid',
  testamentary: 'testamentary',
  other: 'other',
} as const;
export type TrustType = (typeof TrustType)[keyof typeof TrustType];

/** Ours, as above: how the form and the trust-types call name each kind. */
export const TrustTypeLabel = {
  discretionary: 'Discretionary (family) trust',
  unit: 'Unit trust',
  fixed: 'Fixed trust',
  hybrid: 'Hybrid trust',
  testamentary: 'Testamentary trust',
  other: 'Other trust',
} as const satisfies Record<TrustType, string>;

/** The settled sum's threshold in whole dollars, as the question shows it ($10,000). */
export const SETTLED_SUM_THRESHOLD_DOLLARS = SETTLED_SUM_THRESHOLD_CENTS / 100;

/** The trust-details form's labels (spec 2 §2), shared by the form and its tests. */
export const TrustDetailsLabels = {
  type: 'Trust type',
  state: 'State established',
  isSettledSumOverThreshold: `Was the settled sum $${SETTLED_SUM_THRESHOLD_DOLLARS.toLocaleString('en-AU')} or more?`,
  settlorName: 'Settlor name',
  isInvestingPrimaryActivity: 'Is investing the trust’s primary activity?',
  natureOfActivity: 'Nature of activity',
} as const;

const required = fieldSpecMessages.fieldRequired;
/**
 * Every field parses on its own without failing, so all the rules below run together and each
 * broken one lands on its field in the same answer: a choice not made yet is '' (the select's
 * placeholder), a yes/no not answered is null (so "not answered" is told from "no").
 */
const answer = z.boolean().nullable().default(null);
const trustTypeField = z.enum(TrustType).or(z.literal('')).default('');
const stateField = z.enum(AuState).or(z.literal('')).default('');

/**
 * POST and PATCH /api/accounts/{id}/trust-details/ (spec 2 §5 Trust details), each rule on its field:
 * - type and state are required;
 * - the settled-sum answer and is_investing_primary_activity are required yes/no;
 * - settlor_name: at most 30 characters, required when the settled sum is yes;
 * - nature_of_activity: at most 30 characters, required when investing is not the primary activity.
 * Its output applies spec 2 §4's clearing: investing as the primary activity clears the nature of
 * activity, and a settled sum under the threshold clears the settlor's name, so what is stored
 * is what the form means.
 */
export const trustDetailsInputSchema = z
  .object({
    type: trustTypeField,
    state: stateField,
    is_settled_sum_over_threshold: answer,
    settlor_name: optionalTextField(AccountSetupLimits.settlorNameMaxLength).default(''),
    is_investing_primary_activity: answer,
    nature_of_activity: optionalTextField(AccountSetupLimits.natureOfActivityMaxLength).default(''),
  })
  .superRefine((d, ctx) => {
    const missing = (field: keyof typeof d) => {
      if (!fieldHasIssue(ctx, field)) ctx.addIssue({ code: 'custom', path: [field], message: required });
    };
    if (d.type === '') missing('type');
    if (d.state === '') missing('state');
    if (d.is_settled_sum_over_threshold === null) missing('is_settled_sum_over_threshold');
    if (d.is_investing_primary_activity === null) missing('is_investing_primary_activity');
    if (d.is_settled_sum_over_threshold === true && d.settlor_name === '') missing('settlor_name');
    if (d.is_investing_primary_activity === false && d.nature_of_activity === '') missing('nature_of_activity');
  })
  .transform((d) => ({
    // Both checked above: '' never gets this far.
    type: d.type as TrustType,
    state: d.state as AuState,
    is_settled_sum_over_threshold: d.is_settled_sum_over_threshold === true,
    settlor_name: d.is_settled_sum_over_threshold === true ? d.settlor_name : '',
    is_investing_primary_activity: d.is_investing_primary_activity === true,
    nature_of_activity: d.is_investing_primary_activity === true ? '' : d.nature_of_activity,
  }))
  .meta({ id: 'TrustDetailsForm' });
export type TrustDetailsInput = z.input<typeof trustDetailsInputSchema>;
export type TrustDetailsValues = z.output<typeof trustDetailsInputSchema>;

/** Saved trust details as GET, POST and PATCH answer them. */
export const trustDetailsSchema = z
  .object({
    account_id: z.number().int(),
    type: z.enum(TrustType),
    type_display: z.string(),
    state: z.enum(AuState),
    is_settled_sum_over_threshold: z.boolean(),
    settlor_name: z.string(),
    is_investing_primary_activity: z.boolean(),
    nature_of_activity: z.string(),
  })
  .meta({ id: 'TrustDetails' });
export type TrustDetails = z.infer<typeof trustDetailsSchema>;

/** GET /api/accounts/trust-types/: the kinds the form offers, in its order. */
export const trustTypeOptionSchema = z
  .object({ value: z.enum(TrustType), label: z.string() })
  .meta({ id: 'TrustTypeOption' });
export type TrustTypeOption = z.infer<typeof trustTypeOptionSchema>;
export const trustTypesSchema = z.array(trustTypeOptionSchema).meta({ id: 'TrustTypes' });

export function trustTypeOptions(): TrustTypeOption[] {
  return Object.values(TrustType).map((value) => ({ value, label: TrustTypeLabel[value] }));
}
