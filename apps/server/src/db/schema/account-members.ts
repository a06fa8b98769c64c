import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './users.js';

export type AccountMembership = 'primary' | 'secondary';

/** Who may see an account's portfolio: its primary holder and the secondary people on it. */
export const accountMembers = pgTable(
  'account_members',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<AccountMembership>().notNull(),
    /** The person's selected account (spec 2 §4, the profile's selected_account_id): one per person at most. */
    isSelected: boolean('is_selected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key doubles as unique(account_id, user_id); the user index answers "my accounts".
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index('account_members_user_idx').on(t.userId),
    uniqueIndex('account_members_selected_unique')
      .on(t.userId)
      .where(sql`${t.isSelected}`),
  ],
);

export type AccountMemberRow = typeof accountMembers.$inferSelect;
