import { bigint, boolean, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { investmentOptions } from './investment-options.js';

/**
 * What an option held on a day. Kept narrow and keyed (option, date, code) so "the latest
 * holdings on or before a date, per option" is one index descent per option.
 */
export const holdings = pgTable(
  'holdings',
  {
    investmentOptionId: integer('investment_option_id')
      .notNull()
      .references(() => investmentOptions.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    assetClass: text('asset_class').notNull(),
    units: numeric('units', { precision: 20, scale: 6 }).notNull(),
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    targetUnits: numeric('target_units', { precision: 20, scale: 6 }),
    /** Price and value are capped at the strike of an option written over the holding. */
    isStrike: boolean('is_strike').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.investmentOptionId, t.date, t.code] })],
);

export type HoldingRow = typeof holdings.$inferSelect;
