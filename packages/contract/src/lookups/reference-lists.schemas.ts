/**
 * The reference lists of spec 1 §7 beyond the identity forms' own: cities, currencies, financial
 * years, frequencies and their conversion to a year, account statuses, the fact-find repayment
 * types and the profile's choice lists (employment, health, marital and residency statuses,
 * relationship types, funeral plans, activity types). The documents name the lists, not their
 * fields: a choice a record may store has a numeric `id` that is never renumbered and a `name`;
 * a list of codes the portal already has (states, account statuses, activity kinds) keeps them.
 */
import { z } from 'zod';
import { AccountStatus } from '../accounts/accounts.enums.js';
import { statusDisplaySchema } from '../accounts/accounts.schemas.js';
import { UserActivityType } from '../activities/activities.schemas.js';
import { AuState, lookupPageQuerySchema, lookupSearchSchema } from './lookups.schemas.js';

/** One choice of a fixed list: its stored id and the words a form shows. */
function choiceSchema(id: string) {
  return z.object({ id: z.number().int().positive(), name: z.string() }).meta({ id });
}

export const employmentTypeSchema = choiceSchema('EmploymentType');
export const healthStatusSchema = choiceSchema('HealthStatus');
export const maritalStatusSchema = choiceSchema('MaritalStatus');
export const residencyStatusSchema = choiceSchema('ResidencyStatus');
export const relationshipTypeSchema = choiceSchema('RelationshipType');
export const funeralPlanSchema = choiceSchema('FuneralPlan');
export const repaymentTypeSchema = choiceSchema('RepaymentType');
export const frequencySchema = choiceSchema('Frequency');
/** The shape every fixed choice list shares. */
export type Choice = z.infer<typeof employmentTypeSchema>;

/** How many times a payment of one frequency falls in a year: an amount times it is the yearly amount. */
export const frequencyConversionSchema = z
  .object({ frequency: z.number().int().positive(), name: z.string(), annual_multiplier: z.number().int().positive() })
  .meta({ id: 'FrequencyConversion' });
export type FrequencyConversion = z.infer<typeof frequencyConversionSchema>;

/** A kind of entry of the profile's activity list, as `activity_type` carries it. */
export const activityTypeSchema = z
  .object({ code: z.enum(UserActivityType), name: z.string() })
  .meta({ id: 'ActivityType' });
export type ActivityTypeItem = z.infer<typeof activityTypeSchema>;

/** An account status with the words and style `status_display` gives it (spec 2 §3). */
export const accountStatusItemSchema = z
  .object({ code: z.enum(AccountStatus), name: z.string(), style: statusDisplaySchema.shape.style })
  .meta({ id: 'AccountStatusItem' });
export type AccountStatusItem = z.infer<typeof accountStatusItemSchema>;

/**
 * An Australian financial year, 1 July to 30 June. `id` is the year it starts in; `name` is
 * written as the ATO writes it ('2025–26').
 */
export const financialYearSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
  })
  .meta({ id: 'FinancialYear' });
export type FinancialYear = z.infer<typeof financialYearSchema>;

/** ISO 4217 currency; `minor_units` is how many decimal places its amounts carry (JPY 0, AUD 2). */
export const currencySchema = z
  .object({
    code: z.string().regex(/^[A-Z]{3}$/),
    name: z.string().min(1),
    minor_units: z.number().int().min(0).max(4),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;

/** A city or large town with the state or territory it lies in. */
export const citySchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    state: z.enum(AuState),
    country: z.string().regex(/^[A-Z]{2}$/),
  })
  .meta({ id: 'City' });
export type City = z.infer<typeof citySchema>;

/** `state` narrows to one state or territory (its code, any case); `search` to names containing the text. */
export const citiesQuerySchema = lookupPageQuerySchema.extend({
  state: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    z.enum(AuState).optional(),
  ),
  search: lookupSearchSchema.optional(),
});
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;
