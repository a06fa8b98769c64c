import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One market close per security and day, shared by every option holding it (the holdings feed
 * delivers it; a later file may correct a day). "The price on day d" is the latest row on or
 * before d: one backward descent of the key.
 */
export const securityPrices = pgTable(
  'security_prices',
  {
    code: text('code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.date] })],
);

export type SecurityPriceRow = typeof securityPrices.$inferSelect;
