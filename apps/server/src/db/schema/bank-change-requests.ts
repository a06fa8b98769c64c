import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BankChangeRequestKind, ChangeRequestStatus } from '@portal/contract';
import { accounts } from './accounts.js';
import { bankAccounts } from './bank-accounts.js';
import { users } from './users.js';

/** Bank details as a change request keeps them: in full here, masked only on the wire. */
export interface BankDetails {
  name: string;
  bsb: string;
  number: string;
  bank: string;
  branch: string;
  bsbWasFound: boolean;
  documentFileId: number | null;
  /** argon2id of a new password (edit), when one was given. */
  passwordHash?: string | null;
}

/**
 * A change to a bank account of an active investment account (issue #19): opened by a member
 * with signing authority, agreed by the members the signing authority requires, approved by the
 * portfolio manager, and only then applied. One open request per bank account (partial unique
 * index), so two changes never race to apply.
 */
export const bankChangeRequests = pgTable(
  'bank_change_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BankChangeRequestKind>().notNull(),
    status: text('status').$type<ChangeRequestStatus>().notNull(),
    initiatorUserId: integer('initiator_user_id').references(() => users.id, { onDelete: 'set null' }),
    oldData: jsonb('old_data').$type<BankDetails>(),
    newData: jsonb('new_data').$type<BankDetails>(),
    /** For link: the product whose bank account changes. */
    product: text('product'),
    /** Agreements needed besides the initiator's own (zero: straight to the portfolio manager). */
    requiredConfirmations: integer('required_confirmations').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_change_requests_uuid_unique').on(t.uuid),
    index('bank_change_requests_account_idx').on(t.accountId, t.createdAt),
    index('bank_change_requests_status_idx').on(t.status),
    uniqueIndex('bank_change_requests_one_open')
      .on(t.bankAccountId)
      .where(sql`${t.status} in ('pending', 'awaiting_approval')`),
  ],
);

export type BankChangeRequestRow = typeof bankChangeRequests.$inferSelect;
