import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every password check, kept for the lockout rule (per account) and the rate limit (per client
 * address). The e-mail is stored as typed (lower-cased) so unknown addresses are limited too.
 * A check is written before the password is compared, with `succeeded` null until it is: the
 * lockout counts checks still in flight in any process (login.service.ts).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    succeeded: boolean('succeeded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);
