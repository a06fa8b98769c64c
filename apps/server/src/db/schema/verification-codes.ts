import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './sessions.js';
import { users } from './users.js';

/** email_change and phone_change: `destination` is the NEW address or number waiting for its code. */
export type CodePurpose =
  'login' | 'action' | 'phone_confirmation' | 'email_confirmation' | 'email_change' | 'phone_change' | 'redemption';
export type CodeChannel = 'sms' | 'email';

/**
 * Six-digit codes sent by SMS or e-mail. Stored as a keyed hash, single use, short-lived, and
 * dead after too many wrong guesses (the answer then is max_verification_limit_reached).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    channel: text('channel').$type<CodeChannel>().notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.userId, t.purpose, t.createdAt)],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
