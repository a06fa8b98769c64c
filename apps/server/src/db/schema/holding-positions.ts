import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { assetClasses } from './asset-classes.js';
import { investmentOptions } from './investment-options.js';

/**
 * What an option holds, as positions with a validity range rather than one row per day: a row
 * lives unchanged from `valid_from` until the units, target, strike, name or asset class change
 * or the position is sold, so a day's holdings feed touches only what changed. The price of a
 * day comes from `security_prices`; value = units × min(price, strike) (README of
 * modules/portfolio-data).
 */
export const holdingPositions = pgTable(
  'holding_positions',
  {
    investmentOptionId: integer('investment_option_id')
      .notNull()
      .references(() => investmentOptions.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The class's name is read from `asset_classes`: a position stores its number (migration 0044). */
    assetClassId: integer('asset_class_id')
      .notNull()
      .references(() => assetClasses.id),
    units: numeric('units', { precision: 20, scale: 6 }).notNull(),
    targetUnits: numeric('target_units', { precision: 20, scale: 6 }),
    /** Calls are written over the holding: its price (and so its value) is capped at this strike. */
    strikePrice: numeric('strike_price', { precision: 20, scale: 6 }),
    /** The first holdings day the option held exactly this position. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Exclusive: the first holdings day it no longer did; null while it is still held. */
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.investmentOptionId, t.code, t.validFrom] }),
    // What an option holds now: the rows a day's import compares with and most reads want.
    // Migrations 0019 and 0044 make it cover every other column (INCLUDE), which drizzle cannot express.
    uniqueIndex('holding_positions_open')
      .on(t.investmentOptionId, t.code)
      .where(sql`${t.validTo} is null`),
    // Closed rows by their end: undoing a re-imported day, and what was held on a past day.
    index('holding_positions_closed')
      .on(t.investmentOptionId, t.validTo)
      .where(sql`${t.validTo} is not null`),
  ],
);

export type HoldingPositionRow = typeof holdingPositions.$inferSelect;
