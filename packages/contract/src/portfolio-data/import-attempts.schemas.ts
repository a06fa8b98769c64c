/**
 * Data feeds in the back office (issue #23 item 2): every upload of a feed file is recorded,
 * accepted, rejected or a duplicate, with its validation report row by row; a file may also be
 * checked without importing it (a dry run).
 */
import { z } from 'zod';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { validationErrorSchema } from '../errors/errors.schemas.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { PortfolioImportKind } from './portfolio-data.schemas.js';

/** What became of an upload: imported, refused for bad rows, or this very file imported before. */
export const ImportAttemptStatus = {
  accepted: 'accepted',
  rejected: 'rejected',
  duplicate: 'duplicate',
} as const;
export type ImportAttemptStatus = (typeof ImportAttemptStatus)[keyof typeof ImportAttemptStatus];

/** What a dry run found: the file would be imported, refused, or is a file imported before. */
export const ImportCheckStatus = { valid: 'valid', rejected: 'rejected', duplicate: 'duplicate' } as const;
export type ImportCheckStatus = (typeof ImportCheckStatus)[keyof typeof ImportCheckStatus];

/** The kinds' names as staff read them. */
export const PORTFOLIO_IMPORT_KIND_LABELS: Record<PortfolioImportKind, string> = {
  accounts: 'Accounts',
  'investment-options': 'Investment options',
  valuations: 'Valuations',
  'cash-flows': 'Cash flows',
  holdings: 'Holdings',
};

export const IMPORT_ATTEMPT_STATUS_LABELS: Record<ImportAttemptStatus, string> = {
  accepted: 'Accepted',
  rejected: 'Rejected',
  duplicate: 'Duplicate',
};

/** The longest file name kept with an upload. */
export const IMPORT_FILE_NAME_MAX_LENGTH = 255;
/** The problems kept in a report: the first ones in file order; `problem_count` says how many in all. */
export const IMPORT_REPORT_MAX_ROWS = 1000;

/** Upload options: `?dry_run=true` checks the file without importing (nor recording) it. */
export const portfolioImportQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** The uploaded file's name, kept in the history (the body is the file itself). */
  file_name: z.string().trim().max(IMPORT_FILE_NAME_MAX_LENGTH).optional(),
});
export type PortfolioImportQuery = z.infer<typeof portfolioImportQuerySchema>;

/** One problem of a file: its row (1-based, the header is row 1), column, the value as received, why. */
export const importProblemSchema = z
  .object({
    row: z.number().int(),
    /** The column concerned; null for a problem of the whole row (a wrong number of fields ...). */
    field: z.string().nullable(),
    /** The cell as received (masked where secret); null when no single cell is at fault. */
    value: z.string().nullable(),
    message: z.string(),
  })
  .meta({ id: 'ImportProblem' });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importAttemptSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(PortfolioImportKind),
    file_name: z.string(),
    sha256: z.string(),
    size_bytes: z.number().int(),
    /** Data rows in the file (the header not counted). */
    rows: z.number().int(),
    status: z.enum(ImportAttemptStatus),
    /** Every problem found (the report keeps the first 1000). */
    problem_count: z.number().int(),
    /** `operator key`, or the staff member's e-mail address. */
    actor: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ImportAttempt' });
export type ImportAttempt = z.infer<typeof importAttemptSchema>;

export const importAttemptDetailSchema = importAttemptSchema
  .extend({ problems: z.array(importProblemSchema) })
  .meta({ id: 'ImportAttemptDetail' });
export type ImportAttemptDetail = z.infer<typeof importAttemptDetailSchema>;

export const importAttemptPageSchema = pageSchema(importAttemptSchema).meta({ id: 'ImportAttemptPage' });
export type ImportAttemptPage = z.infer<typeof importAttemptPageSchema>;

export const IMPORT_ATTEMPTS_ORDERING = ['created_at', 'kind', 'file_name', 'status', 'rows'] as const;

/** The history: newest first, one kind, one status, a search on the file name. */
export const importAttemptsQuerySchema = queueQuerySchema(IMPORT_ATTEMPTS_ORDERING, '-created_at').extend({
  kind: z.enum(PortfolioImportKind).optional(),
  status: z.enum(ImportAttemptStatus).optional(),
});
export type ImportAttemptsQuery = z.infer<typeof importAttemptsQuerySchema>;

/** A dry run's answer: what importing the file would do, with the same report. */
export const importCheckSchema = z
  .object({
    kind: z.enum(PortfolioImportKind),
    rows: z.number().int(),
    status: z.enum(ImportCheckStatus),
    problem_count: z.number().int(),
    problems: z.array(importProblemSchema),
  })
  .meta({ id: 'ImportCheck' });
export type ImportCheck = z.infer<typeof importCheckSchema>;

/** A rejected import: the problems as messages, and the recorded attempt holding the report row by row. */
export const importRejectionSchema = validationErrorSchema
  .extend({ import_id: z.number().int().optional() })
  .meta({ id: 'ImportRejection' });
export type ImportRejection = z.infer<typeof importRejectionSchema>;
