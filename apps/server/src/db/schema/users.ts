import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@portal/contract';
import { advisors } from './advisors.js';
import { tenants } from './tenants.js';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Stored lower-cased; the unique index is on the stored value. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    /** argon2id PHC string; null until the user sets a password (invited, not registered). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isStaff: boolean('is_staff').notNull().default(false),
    /** The staff member's role (contract StaffRole, issue #23); null for a user who is not staff. */
    staffRole: text('staff_role').$type<StaffRole>(),
    /**
     * The advisor record this login belongs to (issue #24): an advisor signs in as a user and acts
     * for the clients of the accounts that advisor serves. Null for everyone else.
     */
    advisorId: integer('advisor_id')
      .unique('users_advisor_id_unique')
      .references(() => advisors.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Set by the user (block own access) or an operator; only an operator clears it. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    loginTwoFactorAuthEnabled: boolean('login_two_factor_auth_enabled').notNull().default(false),
    accountTwoFactorAuthEnabled: boolean('account_two_factor_auth_enabled').notNull().default(false),
    marketingOptOut: boolean('marketing_opt_out').notNull().default(false),
    forcePasswordChange: boolean('force_password_change').notNull().default(false),
    /** Set after too many failed sign-ins; sign-in is refused until then (temporary_blocked). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** After a password reset the next sign-in must pass two-factor, whatever the setting. */
    twoFactorAfterReset: boolean('two_factor_after_reset').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    tenantId: integer('application_id').references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
