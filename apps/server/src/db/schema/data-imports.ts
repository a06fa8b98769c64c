import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PortfolioImportKind } from '@portal/contract';

/** Each feed file imported, by content hash: the same file imported twice changes nothing. */
export const dataImports = pgTable(
  'data_imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<PortfolioImportKind>().notNull(),
    fileSha256: text('file_sha256').notNull(),
    rowCount: integer('row_count').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('data_imports_kind_file_unique').on(t.kind, t.fileSha256)],
);

export type DataImportRow = typeof dataImports.$inferSelect;
