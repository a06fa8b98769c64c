import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountMemberRole, SecondaryUserTitle } from '@portal/contract';
import { accounts } from './accounts.js';
import { users } from './users.js';

/** Which list a person is on: the invited holders and officers, or the declared beneficial owners. */
export type AccountPersonKind = 'secondary_user' | 'beneficial_owner';

/**
 * The people on an account beside its primary person (spec 2 §3 Person on an account): joint
 * members, directors and trustees (kind secondary_user, invited onto the account; their title
 * from the account's type and trustee) and beneficial owners (kind beneficial_owner, recorded
 * with a role). A removed person keeps their row (removed_at) so an ACN officeholder once used
 * is not offered again and the invitation they were sent can be traced.
 */
export const accountPeople = pgTable(
  'account_people',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccountPersonKind>().notNull(),
    /** director, trustee or member for a secondary user; null for a beneficial owner. */
    title: text('title').$type<SecondaryUserTitle>(),
    role: text('role').$type<AccountMemberRole>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    /** Digits only (04 and 8 more). */
    phoneNumber: text('phone_number').notNull(),
    /** The invitee's sign-in once they have joined through the invitation. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the invitation last sent runs out (secondary users, until they join); Resend invite renews it. */
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    /** The officeholder of the account's ACN lookup this director was prefilled from. */
    acnUuid: text('acn_uuid'),
    fromAcnLookup: boolean('from_acn_lookup').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('account_people_account_idx')
      .on(t.accountId)
      .where(sql`${t.removedAt} is null`),
    index('account_people_user_idx').on(t.userId),
  ],
);

export type AccountPersonRow = typeof accountPeople.$inferSelect;
