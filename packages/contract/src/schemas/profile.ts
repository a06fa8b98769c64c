import { z } from 'zod';
import { OnboardingTask } from '../enums.js';

/**
 * The signed-in user's profile (spec 1 §3). Fields that later capabilities fill (details,
 * roles, advisors, settings) are present from the start so the browser's shape never changes.
 */
export const profileSchema = z
  .object({
    user_id: z.number().int(),
    is_staff: z.boolean(),
    email: z.string(),
    phone_number: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    verified_status: z.enum(['verified', 'not_verified', 'pending']),
    email_verified: z.boolean(),
    selected_account_id: z.number().int().nullable(),
    registration_invite_uuid: z.string().nullable(),
    force_activate_secondary_user_invite_token: z.string().nullable(),
    force_password_change: z.boolean(),
    force_filling_missing_personal_details: z.boolean(),
    requires_secondary_document: z.boolean(),
    marketing_opt_out: z.boolean(),
    login_two_factor_auth_enabled: z.boolean(),
    account_two_factor_auth_enabled: z.boolean(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** Version header value the profile call is made with (spec 1 §7: "profile my, version 2"). */
export const PROFILE_API_VERSION = '2.0';

/** A thing the user still has to do, computed by the server from their state (spec 1 §4). */
export const onboardingTaskSchema = z
  .object({
    task: z.enum(OnboardingTask),
    title: z.string(),
    /** Browser route where it is done. */
    url: z.string(),
  })
  .meta({ id: 'OnboardingTask' });
export type OnboardingTaskItem = z.infer<typeof onboardingTaskSchema>;
export const onboardingTasksSchema = z
  .object({ results: z.array(onboardingTaskSchema) })
  .meta({ id: 'OnboardingTasks' });
