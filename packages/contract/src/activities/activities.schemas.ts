/**
 * The activity list of a user's sign-in (spec 1 §2 /account/activity/, §3 Profile `activities`,
 * §7 profile call `activities`): what happened, when, from which network address and browser.
 */
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../pagination/pagination.schemas.js';

/** Kinds of activity the server records. Stored as text, so a new kind needs no migration. */
export const UserActivityType = {
  sign_in: 'sign_in',
  password_change: 'password_change',
  password_reset: 'password_reset',
  email_change: 'email_change',
  phone_change: 'phone_change',
  address_change: 'address_change',
  account_blocked: 'account_blocked',
  account_unblocked: 'account_unblocked',
  /** Staff or an advisor opened the portal as this client (Managed-User-id), once per session. */
  acted_for: 'acted_for',
} as const;
export type UserActivityType = (typeof UserActivityType)[keyof typeof UserActivityType];

/** The "type" column of the activity list. Ours: the documents name the list, not its words. */
export const UserActivityTypeLabel = {
  sign_in: 'Sign-in',
  password_change: 'Password change',
  password_reset: 'Password reset',
  email_change: 'E-mail change',
  phone_change: 'Mobile number change',
  address_change: 'Address change',
  account_blocked: 'Access blocked',
  account_unblocked: 'Access restored',
  acted_for: 'Viewed on your behalf',
} as const satisfies Record<UserActivityType, string>;

/** The label of a stored type; a kind this build does not know yet shows as stored. */
export function activityTypeLabel(type: string): string {
  return (UserActivityTypeLabel as Record<string, string>)[type] ?? type;
}

export const userActivitySchema = z
  .object({
    id: z.number().int(),
    activity_type: z.string(),
    description: z.string(),
    /** The network address the request came from, as the server saw it. */
    ip_address: z.string().nullable(),
    /** The browser's User-Agent as sent; formatBrowser() makes it readable. */
    user_agent: z.string().nullable(),
    created: z.string(),
  })
  .meta({ id: 'UserActivity' });
export type UserActivity = z.infer<typeof userActivitySchema>;

export const userActivityPageSchema = pageSchema(userActivitySchema).meta({ id: 'UserActivityPage' });
export type UserActivityPage = z.infer<typeof userActivityPageSchema>;

export const activitiesQuerySchema = pageQuerySchema;
export type ActivitiesQuery = z.infer<typeof activitiesQuerySchema>;
