import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LoanNoteApplicationStatus } from '@portal/contract';
import { accounts } from './accounts.js';
import { bankAccounts } from './bank-accounts.js';
import { users } from './users.js';

/**
 * An account's loan note application (issue #20 item 2; spec 2 §7 "Apply now"): one bundle per
 * account and product, the bank account its notes pay into, draft until the summary submits it.
 */
export const loanNoteApplications = pgTable(
  'loan_note_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The product applied for: icf. */
    product: text('product').notNull(),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    status: text('status').$type<LoanNoteApplicationStatus>().notNull().default('draft'),
    createdByUserId: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('loan_note_applications_account_product_unique').on(t.accountId, t.product)],
);

export type LoanNoteApplicationRow = typeof loanNoteApplications.$inferSelect;
