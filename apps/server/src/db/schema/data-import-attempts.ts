import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportAttemptStatus, ImportProblem, PortfolioImportKind } from '@portal/contract';
import { users } from './users.js';

/**
 * Every upload of a feed file (issue #23 item 2), whatever became of it: who sent it, the file,
 * and its validation report (the first problems in file order; `problemCount` counts them all).
 * `data_imports` keeps the files imported (the duplicate rule); this is the history staff read.
 */
export const dataImportAttempts = pgTable(
  'data_import_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<PortfolioImportKind>().notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    rowCount: integer('row_count').notNull(),
    status: text('status').$type<ImportAttemptStatus>().notNull(),
    problemCount: integer('problem_count').notNull().default(0),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull().default([]),
    /** 'operator_key' or 'staff' (then `actorUserId`). */
    actorKind: text('actor_kind').$type<'operator_key' | 'staff'>().notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_import_attempts_created_idx').on(t.createdAt)],
);

export type DataImportAttemptRow = typeof dataImportAttempts.$inferSelect;
export type NewDataImportAttemptRow = typeof dataImportAttempts.$inferInsert;
