import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** How the portfolio manager picks the parcels to sell (spec 2 §3 accounting_method; default minimise_gain). */
export const accountingMethods = pgTable(
  'accounting_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounting_methods_key_unique').on(t.key)],
);

export type AccountingMethodRow = typeof accountingMethods.$inferSelect;
