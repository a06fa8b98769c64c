import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdvancedSigningOption, SigningAuthorityOption } from '@portal/contract';
import { accounts } from './accounts.js';

/**
 * Who can give instructions on an account (spec 2 §3 Signing authority), one row per account.
 * Without a row only the primary person holds signing authority. The contract's schema has
 * already applied spec 2 §4's option change, so the advanced fields are empty unless chosen.
 */
export const signingAuthorities = pgTable(
  'signing_authorities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    option: text('signing_authority_option').$type<SigningAuthorityOption>().notNull(),
    /** Set only for the advanced option. */
    advancedOption: text('advanced_settings_option').$type<AdvancedSigningOption>(),
    /** 1 for 'any', the member count when 'all' was saved, the chosen number for a minimum; else null. */
    minNumberOfSignatories: integer('min_number_of_signatories'),
    /**
     * For specific members: the people (user ids) whose signatures count. Only people still on the
     * account count: someone who leaves it loses signing authority with it.
     */
    selectedSignatories: integer('selected_signatories').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('signing_authorities_account_unique').on(t.accountId)],
);

export type SigningAuthorityRow = typeof signingAuthorities.$inferSelect;
