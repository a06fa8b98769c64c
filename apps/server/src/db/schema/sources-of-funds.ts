import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Where an investor's money comes from (spec 2 §3 Portfolio application, source_of_funds). */
export const sourcesOfFunds = pgTable(
  'sources_of_funds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** The 'Other' source: the investor describes it (source_of_funds_other). */
    isOther: boolean('is_other').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sources_of_funds_key_unique').on(t.key)],
);

export type SourceOfFundsRow = typeof sourcesOfFunds.$inferSelect;
