import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bankAccounts } from './bank-accounts.js';

/** Which bank account a product of an account pays into and from (spec 2 §2 linked bank account). */
export const productBankAccounts = pgTable(
  'product_bank_accounts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.product] })],
);

export type ProductBankAccountRow = typeof productBankAccounts.$inferSelect;
