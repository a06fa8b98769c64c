import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { tenants } from './tenants.js';

/**
 * One row per signed-in session. The client holds a random key; only its SHA-256 is stored, so
 * a database leak does not hand out sessions. Two-factor state lives on the session: a key is
 * useless for anything but the two-factor calls until `two_factor_confirmed_at` is set.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    tenantId: integer('application_id').references(() => tenants.id),
    /** Why this session must pass two-factor before use: 'login' or 'password_reset'; null when it need not. */
    twoFactorReason: text('two_factor_reason').$type<'login' | 'password_reset'>(),
    twoFactorConfirmedAt: timestamp('two_factor_confirmed_at', { withTimezone: true }),
    /** A protected write was confirmed with a code at this time; it stays confirmed for a few minutes. */
    actionConfirmedAt: timestamp('action_confirmed_at', { withTimezone: true }),
    /** Last time the user did something (pings and counters do not count). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    extraPermissions: jsonb('extra_permissions').$type<unknown>(),
    managedUserId: integer('managed_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_key_hash_unique').on(t.keyHash),
    index('sessions_user_active_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
