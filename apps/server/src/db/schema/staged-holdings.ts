import { date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A holdings import in progress. Its rows are staged while the file streams in (no transaction
 * is held meanwhile) and deleted when it ends; an import whose process died is swept by the
 * next one after a day.
 */
export const stagedHoldingImports = pgTable('staged_holding_imports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The parsed rows of holdings imports in progress, by import id. Unlogged (a later migration):
 * nothing here needs to survive a crash, and skipping the WAL halves the cost of staging a
 * day's feed. No key or index either: each import reads its own rows once, set-based.
 */
export const stagedHoldings = pgTable('staged_holdings', {
  importId: integer('import_id').notNull(),
  /** The row of the file (the header is row 1), for messages about it. */
  row: integer('row').notNull(),
  investmentOptionId: integer('investment_option_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  assetClass: text('asset_class').notNull(),
  units: numeric('units', { precision: 20, scale: 6 }).notNull(),
  targetUnits: numeric('target_units', { precision: 20, scale: 6 }),
  strikePrice: numeric('strike_price', { precision: 20, scale: 6 }),
});
