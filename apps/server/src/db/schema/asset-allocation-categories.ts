import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A category of the strategic asset allocation (spec 2 §3): cash, Australian equities, ... */
export const assetAllocationCategories = pgTable(
  'asset_allocation_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** '#RRGGBB' */
    color: text('color').notNull(),
    /** False once the reference file dropped it while something still refers to it. */
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('asset_allocation_categories_key_unique').on(t.key)],
);

export type AssetAllocationCategoryRow = typeof assetAllocationCategories.$inferSelect;
