import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The asset classes holdings are in (spec 3 §3 "asset"), one row per name the holdings feed has
 * given. Global rather than per company application: the feed comes from the one administration
 * system for every brand, like the securities' closes, and "Cash" is the same class whoever holds
 * it. The import adds a name it has not seen; classes are never renamed or removed, so an id the
 * dashboard filter saved keeps naming the same class.
 */
export const assetClasses = pgTable(
  'asset_classes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** As the feed writes it (`Australian Equities`); compared exactly, as the positions always were. */
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('asset_classes_name_unique').on(t.name)],
);

export type AssetClassRow = typeof assetClasses.$inferSelect;
