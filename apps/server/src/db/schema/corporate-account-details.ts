import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AddressGroup } from '@portal/contract';
import { accounts } from './accounts.js';

/**
 * Company or corporate trustee details (spec 2 §3 Corporate account details), one row per account:
 * a company's, or an SMSF's or trust's whose trustee is a company. Each address is one address
 * group (country, line 1, suburb, state, post code), kept whole; a principal place or postal
 * address given as "same as the registered office" holds a copy of the office and says so. The
 * contract's schema has already applied spec 2 §4's clearing: an empty nature of activity is what
 * the form cleared.
 */
export const corporateAccountDetails = pgTable(
  'corporate_account_details',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isInvestingPrimaryActivity: boolean('is_investing_primary_activity').notNull(),
    /** Empty when investing is the company's primary activity. */
    natureOfActivity: text('nature_of_activity').notNull().default(''),
    officeAddress: jsonb('office_address').$type<AddressGroup>().notNull(),
    principalPlaceAddress: jsonb('principal_place_address').$type<AddressGroup>().notNull(),
    principalPlaceSameAsOffice: boolean('principal_place_same_as_office').notNull().default(false),
    postalAddress: jsonb('postal_address').$type<AddressGroup>().notNull(),
    postalSameAsOffice: boolean('postal_same_as_office').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('corporate_account_details_account_unique').on(t.accountId)],
);

export type CorporateAccountDetailsRow = typeof corporateAccountDetails.$inferSelect;
