import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AuState, TrustType } from '@portal/contract';
import { accounts } from './accounts.js';

/**
 * A trust account's trust details (spec 2 §3 Trust details), one row per account. The contract's
 * schema has already applied the clearing rules of spec 2 §4, so an empty settlor name or nature
 * of activity is what the form cleared.
 */
export const trustDetails = pgTable(
  'trust_details',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    trustType: text('trust_type').$type<TrustType>().notNull(),
    /** The state or territory the trust was established in (postal abbreviation). */
    state: text('state').$type<AuState>().notNull(),
    /** Whether the settled sum was $10,000 or more (SETTLED_SUM_THRESHOLD_CENTS). */
    isSettledSumOverThreshold: boolean('is_settled_sum_over_threshold').notNull(),
    /** Empty unless the settled sum is over the threshold. */
    settlorName: text('settlor_name').notNull().default(''),
    isInvestingPrimaryActivity: boolean('is_investing_primary_activity').notNull(),
    /** Empty when investing is the trust's primary activity. */
    natureOfActivity: text('nature_of_activity').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trust_details_account_unique').on(t.accountId)],
);

export type TrustDetailsRow = typeof trustDetails.$inferSelect;
