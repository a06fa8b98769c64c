import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A file a user uploaded (identity documents, statements). Served only to its owner. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the user called it (shown back to them only); never used to find the content. */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('uploaded_files_owner_idx').on(t.ownerId)],
);

export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
