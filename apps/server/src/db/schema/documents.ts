import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * A document the provider published on an account (statements, tax packs, contract notes).
 * Whoever is on the account may list and download it; nobody else learns it exists.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** Shown as "Description" (spec 3 §2.6: the Description column shows the company value). */
    company: text('company').notNull(),
    dateOf: date('date_of', { mode: 'string' }).notNull(),
    /** The name the file downloads as; never used to find the content. */
    fileName: text('file_name').notNull(),
    /** Judged from the content when it was added, not from the name. */
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Set from the category when the document is added (contract: isAnnualSummaryPackCategory). */
    isAnnualSummaryPack: boolean('is_annual_summary_pack').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every list is "the documents of these few accounts": the account leads each index, and the
  // default order (newest document first) is read straight off it.
  (t) => [index('documents_account_date_idx').on(t.accountId, t.dateOf.desc(), t.id.desc())],
);

export type DocumentRow = typeof documents.$inferSelect;
