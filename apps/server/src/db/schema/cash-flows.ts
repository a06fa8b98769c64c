import { bigint, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CashFlowKind } from '@portal/contract';
import { investmentOptions } from './investment-options.js';

/**
 * Money moving in or out of an option, income and gains, in integer cents. The feed's own id
 * (external_id, unique per option) makes a re-delivered event an update, never a duplicate.
 */
export const cashFlows = pgTable(
  'cash_flows',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    investmentOptionId: integer('investment_option_id')
      .notNull()
      .references(() => investmentOptions.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<CashFlowKind>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    externalId: text('external_id').notNull(),
  },
  (t) => [
    uniqueIndex('cash_flows_option_external_unique').on(t.investmentOptionId, t.externalId),
    index('cash_flows_option_date_idx').on(t.investmentOptionId, t.date),
  ],
);

export type CashFlowRow = typeof cashFlows.$inferSelect;
