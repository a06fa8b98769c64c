import { z } from 'zod';
import { userActivitySchema } from '../activities/activities.schemas.js';
import { advisorSchema } from '../advisors/advisors.schemas.js';
import { notificationSettingSchema } from '../notifications/notification-settings.schemas.js';
import { personalDetailSchema } from '../registration/personal-details.schemas.js';
import { additionalDetailSchema, contactDetailSchema } from '../registration/registration-details.schemas.js';
import { OnboardingTask } from '../registration/registration.enums.js';
import { StaffRole } from '../back-office/staff-roles.js';

/**
 * The steps of the Individual info flow, in the order they are filled (spec 1 §4): the personal
 * details, the secondary document when the first one did not verify the identity, then contact
 * and additional details.
 */
export const IndividualInfoStep = {
  personal_details: 'personal_details',
  secondary_verification_document: 'secondary_verification_document',
  contact_details: 'contact_details',
  additional_details: 'additional_details',
} as const;
export type IndividualInfoStep = (typeof IndividualInfoStep)[keyof typeof IndividualInfoStep];

/**
 * The client a staff member or an advisor acts for (spec 1 §6 "Managed user"): who they are and
 * where their own Individual info flow stands, since the forms then act on the client.
 */
export const managedUserIndividualInfoSchema = z
  .object({
    user_id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    verified_status: z.enum(['verified', 'not_verified', 'pending']),
    /** The client's personal, contact or additional details are missing. */
    force_filling_missing_personal_details: z.boolean(),
    requires_secondary_document: z.boolean(),
    /** The first step the client still has to fill, or null when nothing is missing. */
    missing_step: z.enum(IndividualInfoStep).nullable(),
  })
  .meta({ id: 'ManagedUserIndividualInfo' });
export type ManagedUserIndividualInfo = z.infer<typeof managedUserIndividualInfoSchema>;

/**
 * The signed-in user's profile (spec 1 §3). Fields that later capabilities fill (details,
 * roles, advisors, settings) are present from the start so the browser's shape never changes.
 */
export const profileSchema = z
  .object({
    user_id: z.number().int(),
    is_staff: z.boolean(),
    /** The staff member's back-office role (issue #23); null for anyone not staff, or staff given none yet. */
    staff_role: z.enum(StaffRole).nullable(),
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
    /** Null unless the request acts for a client (the Managed-User-id header). */
    managed_user_individual_info: managedUserIndividualInfoSchema.nullable(),
    /** The user's own details; null until entered. */
    personal_detail: personalDetailSchema.nullable(),
    contact_detail: contactDetailSchema.nullable(),
    additional_detail: additionalDetailSchema.nullable(),
    advisors: z.array(advisorSchema),
    /** The newest entries of the activity list (the whole list: GET /profiles/activities/). */
    activities: z.array(userActivitySchema),
    notification_settings: z.array(notificationSettingSchema),
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
