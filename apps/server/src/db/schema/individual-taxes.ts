import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A person's own tax details (spec 2 §3 Individual tax), one row per user. */
export const individualTaxes = pgTable(
  'individual_taxes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hasNotTfn: boolean('has_not_tfn').notNull(),
    /** Empty when the person has no TFN. Never sent back whole (see the wire's tfn_masked). */
    tfn: text('tfn').notNull().default(''),
    isAustralianTaxResident: boolean('is_australian_tax_resident').notNull(),
    isOtherCountryTaxResident: boolean('is_other_country_tax_resident').notNull(),
    tin: text('tin').notNull().default(''),
    countryOfResidence: text('country_of_residence').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('individual_taxes_user_unique').on(t.userId)],
);

export type IndividualTaxRow = typeof individualTaxes.$inferSelect;
