import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /**
     * Category and description in lower case, kept by the database: the search box matches one
     * column with LIKE instead of two with ILIKE, which halves the work over a large account.
     * The unit separator between them cannot be typed, so no search spans the two.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(category || chr(31) || company)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The one index, documents_listing_idx, is written by hand in migration 0017: drizzle cannot
  // declare INCLUDE columns. It leads with the account (every list is "the documents of these
  // few accounts"), orders by date_of desc, id desc (the default order), and carries every
  // column the list filters and sorts on, so paging, counting, searching and suggesting read
  // the index alone; only the ten rows of a page visit the table.
);

export type DocumentRow = typeof documents.$inferSelect;
