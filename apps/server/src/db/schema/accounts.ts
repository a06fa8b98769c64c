import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountStatus, AccountType } from '@portal/contract';
import { tenants } from './tenants.js';

/**
 * An investment account as the administration system knows it. Minimal for now: the portfolio
 * feed creates accounts by their external code; the account-setup capability extends the table.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** The administration system's account code; feeds refer to accounts by it. */
    externalCode: text('external_code').notNull(),
    name: text('name').notNull(),
    accountType: text('account_type').$type<AccountType>().notNull(),
    status: text('status').$type<AccountStatus>().notNull().default('active'),
    tenantId: integer('application_id').references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_uuid_unique').on(t.uuid),
    uniqueIndex('accounts_external_code_unique').on(t.externalCode),
    index('accounts_application_idx').on(t.tenantId),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
