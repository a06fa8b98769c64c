import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AttachmentKind } from '@portal/contract';
import { accounts } from './accounts.js';
import { uploadedFiles } from './uploaded-files.js';

/**
 * A file attached to an account (spec 2 §3 Certificate and deed attachment): a wholesale investor
 * certificate or a trust deed. The content is an uploaded file (its owner the person who uploaded
 * it); the people on the account read it through this row. Deleting removes the row and marks
 * the file deleted.
 */
export const accountAttachments = pgTable(
  'account_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AttachmentKind>().notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_attachments_account_kind_idx').on(t.accountId, t.kind),
    uniqueIndex('account_attachments_file_unique').on(t.fileId),
  ],
);

export type AccountAttachmentRow = typeof accountAttachments.$inferSelect;
