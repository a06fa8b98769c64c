import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CorporateTaxCategory } from '@portal/contract';
import { accounts } from './accounts.js';

/**
 * A corporate account's tax details (spec 2 §3 Corporate tax), one row per account: a company, or
 * an SMSF or trust with a corporate trustee. The contract's schema has already cleared what a
 * hidden field held (the TFN when there is none, the TIN and country of an entity that is not
 * foreign).
 */
export const corporateTaxes = pgTable(
  'corporate_taxes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    hasNotTfn: boolean('has_not_tfn').notNull(),
    /** Empty when the entity has no TFN. Never sent back whole (see the wire's tfn_masked). */
    tfn: text('tfn').notNull().default(''),
    /** Bare digits; empty when not given. */
    abn: text('abn').notNull().default(''),
    isForeignEntity: boolean('is_foreign_entity').notNull(),
    /** Empty unless a foreign entity. */
    tin: text('tin').notNull().default(''),
    /** ISO 3166-1 alpha-2; empty unless a foreign entity. */
    country: text('country').notNull().default(''),
    category: text('category').$type<CorporateTaxCategory>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('corporate_taxes_account_unique').on(t.accountId)],
);

export type CorporateTaxRow = typeof corporateTaxes.$inferSelect;
