import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { investmentOptions } from './investment-options.js';

/**
 * One business day's value of one investment option, in integer cents. The primary key
 * (option, date) is also the index every date-range scan and "latest date" question uses.
 */
export const dailyValuations = pgTable(
  'daily_valuations',
  {
    investmentOptionId: integer('investment_option_id')
      .notNull()
      .references(() => investmentOptions.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    totalAssetCents: bigint('total_asset_cents', { mode: 'number' }).notNull(),
    marginLoanCents: bigint('margin_loan_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.investmentOptionId, t.date] })],
);

export type DailyValuationRow = typeof dailyValuations.$inferSelect;
