import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BankAccountStatus } from '@portal/contract';
import { accounts } from './accounts.js';
import { uploadedFiles } from './uploaded-files.js';
import { users } from './users.js';

/**
 * A bank account of an investment account (spec 2 §3 Bank account). Before the account is active
 * its details change at once; after, only through a change request (bank-change-requests.ts), so
 * the row holds the details in force. Removed ones stay (status removed, removed_at) for the
 * requests' history and are never listed.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Six digits, no dash. */
    bsb: text('bsb').notNull(),
    /** Digits only, up to 10. */
    number: text('number').notNull(),
    bank: text('bank').notNull(),
    branch: text('branch').notNull(),
    /** Whether bank and branch came from the BSB directory (else as the investor typed them). */
    bsbWasFound: boolean('bsb_was_found').notNull().default(false),
    /** The bank statement; the file's owner is whoever uploaded it. */
    documentFileId: integer('document_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    /** argon2id of the bank account password, when the application asks for one; never sent back. */
    passwordHash: text('password_hash'),
    status: text('status').$type<BankAccountStatus>().notNull(),
    createdByUserId: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_accounts_uuid_unique').on(t.uuid),
    index('bank_accounts_account_idx')
      .on(t.accountId)
      .where(sql`${t.removedAt} is null`),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
