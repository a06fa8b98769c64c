/**
 * GET /api/profiles/registration-steps/ (spec 2 §7 "Registration steps: GET per user (params step,
 * invite_uuid)"): where the person's own registration stands, step by step, from their identity
 * details to their first account (the account_create step of their invitation).
 */
import { z } from 'zod';
import { IndividualInfoStep } from './profile.schemas.js';

export const UserRegistrationStep = { ...IndividualInfoStep, account_create: 'account_create' } as const;
export type UserRegistrationStep = (typeof UserRegistrationStep)[keyof typeof UserRegistrationStep];

export const userRegistrationStepsQuerySchema = z.object({
  step: z.enum(UserRegistrationStep).optional(),
  /** The person's registration invitation; another's (or one already used) is a 404. */
  invite_uuid: z.uuid().optional(),
});

export const userRegistrationStepsSchema = z
  .object({
    steps: z.array(
      z.object({
        step: z.enum(UserRegistrationStep),
        /** Done, or not needed (a secondary document once the first one verified the person). */
        is_completed: z.boolean(),
      }),
    ),
    /** The first step still to do, in order; null when registration is complete. */
    current_step: z.enum(UserRegistrationStep).nullable(),
  })
  .meta({ id: 'UserRegistrationSteps' });
export type UserRegistrationSteps = z.infer<typeof userRegistrationStepsSchema>;
