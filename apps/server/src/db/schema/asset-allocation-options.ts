import { boolean, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assetAllocationCategories } from './asset-allocation-categories.js';

/**
 * An investment option an investor may allocate to (spec 2 §3 Strategic asset allocation). Not
 * the `investment_options` of an account's holdings: those are what an account is invested in,
 * these are what the provider offers.
 */
export const assetAllocationOptions = pgTable(
  'asset_allocation_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => assetAllocationCategories.id),
    name: text('name').notNull(),
    /** '#RRGGBB' */
    color: text('color').notNull(),
    /** The least share of the portfolio, in percent, an allocation gives the option: '2.00' for cash. */
    minValue: numeric('min_value', { precision: 5, scale: 2 }).notNull(),
    isCustomStrategiesAvailable: boolean('is_custom_strategies_available').notNull().default(false),
    tailoredLabel: text('tailored_label'),
    /** Percent a year, 4 decimals ('0.8500'); null when the option charges none. */
    portfolioManagementFee: numeric('portfolio_management_fee', { precision: 7, scale: 4 }),
    investmentManagementFee: numeric('investment_management_fee', { precision: 7, scale: 4 }),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('asset_allocation_options_key_unique').on(t.key)],
);

export type AssetAllocationOptionRow = typeof assetAllocationOptions.$inferSelect;
