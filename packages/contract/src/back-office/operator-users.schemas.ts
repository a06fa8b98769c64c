/**
 * The back office's users (issue #23 item 2 "users: find, unblock, force a password change, end
 * sessions, see recent activity"): a server-paged queue, one user with what they did lately, and
 * the operator's three changes, each with its reason (kept in the audit trail).
 */
import { z } from 'zod';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { queueQuerySchema } from './queue-query.js';
import { StaffRole } from './staff-roles.js';
import type { ValueOf } from '../value-of.js';
import { STAFF_REASON_MAX_LENGTH, StaffReasonMessages, staffReasonField } from './staff-reason.js';

/** What the operator's reason may hold. */
export const OPERATOR_USER_REASON_MAX = STAFF_REASON_MAX_LENGTH;

export const OperatorUserMessages = {
  reasonRequired: StaffReasonMessages.reasonRequired,
  userNotFound: 'No user has this id.',
  notOwnSessions:
    'You cannot end your own sessions here: sign out, or end your other sessions from your profile’s security settings.',
  notOwnPassword: 'You cannot force your own password change: change your password from your profile.',
} as const;

/** The queue's access filter. */
export const UserAccessFilter = {
  all: 'all',
  /** Blocked by themselves or the provider: sign-in refused until an operator unblocks. */
  blocked: 'blocked',
  /** Too many failed sign-ins: refused until `locked_until`. */
  locked: 'locked',
  staff: 'staff',
  password_change_forced: 'password_change_forced',
} as const;
export type UserAccessFilter = ValueOf<typeof UserAccessFilter>;

export const UserAccessFilterLabel = {
  blocked: 'Blocked',
  locked: 'Locked (failed sign-ins)',
  staff: 'Staff',
  password_change_forced: 'Must change password',
} as const satisfies Record<Exclude<UserAccessFilter, 'all'>, string>;

/** The columns the queue orders by. */
export const OPERATOR_USER_ORDERING = ['created', 'email', 'name', 'last_sign_in'] as const;

export const operatorUsersQuerySchema = queueQuerySchema(OPERATOR_USER_ORDERING, '-created').extend({
  access: z.enum(UserAccessFilter).default(UserAccessFilter.all),
});
export type OperatorUsersQuery = z.infer<typeof operatorUsersQuerySchema>;
export type OperatorUsersParams = z.input<typeof operatorUsersQuerySchema>;

export const operatorUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone_number: z.string().nullable(),
    is_staff: z.boolean(),
    /** null: not staff (or staff given no role yet). */
    staff_role: z.enum(StaffRole).nullable(),
    blocked: z.boolean(),
    blocked_at: z.string().nullable(),
    /** Sign-in refused until then after too many failed attempts; null or past: not locked. */
    locked_until: z.string().nullable(),
    force_password_change: z.boolean(),
    login_two_factor_auth_enabled: z.boolean(),
    created: z.string(),
    /** The last sign-in recorded on their activity list. */
    last_sign_in: z.string().nullable(),
  })
  .meta({ id: 'OperatorUser' });
export type OperatorUser = z.infer<typeof operatorUserSchema>;

export const operatorUsersPageSchema = pageSchema(operatorUserSchema).meta({ id: 'OperatorUsersPage' });
export type OperatorUsersPage = z.infer<typeof operatorUsersPageSchema>;

/** How many activities and failed sign-ins the user page shows. */
export const OPERATOR_USER_RECENT = 20;

export const operatorUserDetailSchema = operatorUserSchema
  .extend({
    /** The latest activities, newest first. */
    recent_activity: z.array(
      z.object({
        type: z.string(),
        description: z.string(),
        ip: z.string().nullable(),
        when: z.string(),
      }),
    ),
    /** The latest failed sign-ins with their e-mail address, newest first. */
    failed_sign_ins: z.array(z.object({ ip: z.string(), when: z.string() })),
    live_sessions: z.number().int(),
    accounts: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
  })
  .meta({ id: 'OperatorUserDetail' });
export type OperatorUserDetail = z.infer<typeof operatorUserDetailSchema>;

/** POST /api/operator/users/{id}/unblock/, /force-password-change/, /end-sessions/. */
export const operatorUserReasonSchema = z.object({ reason: staffReasonField }).meta({ id: 'OperatorUserReason' });
export type OperatorUserReason = z.infer<typeof operatorUserReasonSchema>;
