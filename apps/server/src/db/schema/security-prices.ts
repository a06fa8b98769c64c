import { date, index, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * One market close per security and day, shared by every option holding it (the holdings feed
 * delivers it; a later file may correct a day). "The price on day d" is the latest row on or
 * before d: one backward descent of the key. The closes of one day (what a dashboard values an
 * option's 300 holdings at) are one range of the (date, code, price) index, read without the table.
 */
export const securityPrices = pgTable(
  'security_prices',
  {
    code: text('code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 20, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.date] }), index('security_prices_day').on(t.date, t.code, t.price)],
);

export type SecurityPriceRow = typeof securityPrices.$inferSelect;
