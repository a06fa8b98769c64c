/**
 * GET /api/accounts/{id}/registration-steps/ (spec 2 §4 "Per-account registration step queries",
 * §7 "Registration steps"): where each part of an account's registration stands, or one part with
 * `?step=`. A step is complete when none of the missing parts it covers is left.
 */
import { z } from 'zod';
import { AccountRegistrationStep, UnfilledAccountField } from './accounts.enums.js';

/** The missing parts each registration step covers (every part belongs to exactly one step). */
export const REGISTRATION_STEP_PARTS = {
  individuals: ['individual_tax', 'secondary_users'],
  beneficial_owners: ['beneficial_owners'],
  corporate_trustee_details: ['directors', 'corporate_account_details', 'corporate_tax'],
  trust_details: ['trust', 'trustee_details', 'deed_attachments', 'certificates'],
  signing_authority: ['signing_authority'],
  bank_account: ['bank_accounts'],
  portfolio_application: ['portfolio_application', 'ongoing_ips'],
} as const satisfies Record<AccountRegistrationStep, readonly UnfilledAccountField[]>;

export const registrationStepsQuerySchema = z.object({ step: z.enum(AccountRegistrationStep).optional() });

export const registrationStepSchema = z
  .object({
    step: z.enum(AccountRegistrationStep),
    is_completed: z.boolean(),
    /** The parts of this step still missing, in the fill-in order. */
    unfilled_fields: z.array(z.enum(UnfilledAccountField)),
  })
  .meta({ id: 'RegistrationStep' });
export type RegistrationStep = z.infer<typeof registrationStepSchema>;

export const registrationStepsSchema = z
  .object({ steps: z.array(registrationStepSchema) })
  .meta({ id: 'RegistrationSteps' });
export type RegistrationSteps = z.infer<typeof registrationStepsSchema>;

/** Each registration step (or the one asked for) with its parts still missing. */
export function registrationSteps(
  unfilled: readonly UnfilledAccountField[],
  only?: AccountRegistrationStep,
): RegistrationStep[] {
  const steps = only ? [only] : Object.values(AccountRegistrationStep);
  return steps.map((step) => {
    const parts: readonly UnfilledAccountField[] = REGISTRATION_STEP_PARTS[step];
    const missing = unfilled.filter((field) => parts.includes(field));
    return { step, is_completed: missing.length === 0, unfilled_fields: missing };
  });
}
