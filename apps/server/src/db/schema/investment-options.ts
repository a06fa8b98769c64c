import { date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/** A strategy an account is invested in (spec 3 §2.4: label and colour on the charts). */
export const investmentOptions = pgTable(
  'investment_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The administration system's code, unique within the account. */
    externalCode: text('external_code').notNull(),
    label: text('label').notNull(),
    /** '#RRGGBB' */
    color: text('color').notNull(),
    /** Display order within the account (the order the feed listed the options in). */
    position: integer('position').notNull().default(0),
    /** The latest holdings day imported for the option: its positions are what it holds from then on. */
    holdingsAsOf: date('holdings_as_of', { mode: 'string' }),
  },
  (t) => [uniqueIndex('investment_options_account_code_unique').on(t.accountId, t.externalCode)],
);

export type InvestmentOptionRow = typeof investmentOptions.$inferSelect;
