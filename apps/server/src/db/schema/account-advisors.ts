import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { advisors } from './advisors.js';

/**
 * Which advisors serve an account. Advisors are assigned to accounts, not people: everyone on
 * the account (a joint holder, an SMSF's trustees) has the same portfolio manager.
 */
export const accountAdvisors = pgTable(
  'account_advisors',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advisorId: integer('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.advisorId] }), index('account_advisors_advisor_idx').on(t.advisorId)],
);

export type AccountAdvisorRow = typeof accountAdvisors.$inferSelect;
