import {
  IMPORT_REPORT_MAX_ROWS,
  type ImportAttempt,
  type ImportAttemptDetail,
  type ImportAttemptsQuery,
  type ImportCheck,
  type ImportProblem,
  type PortfolioImportKind,
  type PortfolioImportResult,
} from '@portal/contract';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { notFound } from '../../plugins/app/http-errors.js';
import type { OperatorCaller } from '../operator/index.js';
import type { FeedBody } from './feed-body.js';
import type { FeedProblem } from './feed-formats.js';
import { FeedRejected } from './feed-rejection.js';
import {
  findImportAttempt,
  insertImportAttempt,
  listImportAttempts,
  type ImportAttemptWithActor,
} from './import-attempts.repository.js';
import { importPortfolioFile } from './portfolio-import.service.js';

/** Columns whose values are never shown back (none of today's feeds has one; a new kind may). */
const SECRET_COLUMNS: ReadonlySet<string> = new Set(['password', 'tax_file_number', 'tfn']);

/** One problem as the report shows it: the first 1000 of a file are kept. */
export function reportRow(problem: FeedProblem): ImportProblem {
  const field = problem.column ?? null;
  const value = problem.value === undefined ? null : field && SECRET_COLUMNS.has(field) ? '••••••' : problem.value;
  return { row: problem.row, field, value: value?.slice(0, 500) ?? null, message: `${problem.reason}.` };
}

function report(rejected: FeedRejected): ImportProblem[] {
  return rejected.problems.slice(0, IMPORT_REPORT_MAX_ROWS).map(reportRow);
}

/** A file name as kept: its last path segment, or a name saying none was given. */
const fileNameOf = (name: string | undefined, kind: PortfolioImportKind) =>
  name?.split(/[\\/]/).pop()?.trim() || `${kind}.csv`;

export interface Upload {
  kind: PortfolioImportKind;
  body: FeedBody;
  fileName: string | undefined;
  caller: OperatorCaller;
}

/** An import that was rejected: the 400's messages and the recorded attempt's id. */
export interface RejectedImport {
  rejected: FeedRejected;
  importId: number | null;
}

/**
 * The feeds as staff load them (issue #23 item 2): every upload recorded with its outcome and
 * validation report; a dry run checks a file by the same rules and records nothing.
 */
export class ImportAttemptsService {
  constructor(
    private readonly db: Database,
    private readonly pool?: pg.Pool,
  ) {}

  /** Imports the file and records the attempt; a rejection answers the attempt's id with the problems. */
  async upload(upload: Upload): Promise<PortfolioImportResult | RejectedImport> {
    const actor = {
      actorKind: upload.caller.kind,
      actorUserId: upload.caller.kind === 'staff' ? upload.caller.userId : null,
    };
    const fileName = fileNameOf(upload.fileName, upload.kind);
    try {
      const outcome = await importPortfolioFile(this.db, upload.kind, upload.body, this.pool);
      await insertImportAttempt(this.db, {
        ...actor,
        kind: upload.kind,
        fileName,
        fileSha256: outcome.fileSha256,
        sizeBytes: outcome.sizeBytes,
        rowCount: outcome.rows,
        status: outcome.duplicate ? 'duplicate' : 'accepted',
      });
      return { kind: outcome.kind, rows: outcome.rows, imported: outcome.imported };
    } catch (error) {
      // A body cut off or too large is not a file: there is nothing to record.
      if (!(error instanceof FeedRejected) || !error.file) throw error;
      const importId = await insertImportAttempt(this.db, {
        ...actor,
        kind: upload.kind,
        fileName,
        fileSha256: error.file.sha256,
        sizeBytes: error.file.sizeBytes,
        rowCount: error.rows,
        status: 'rejected',
        problemCount: error.total,
        problems: report(error),
      });
      return { rejected: error, importId };
    }
  }

  /** Checks the file without importing or recording it: the report an import would give. */
  async check(kind: PortfolioImportKind, body: FeedBody): Promise<ImportCheck> {
    try {
      const outcome = await importPortfolioFile(this.db, kind, body, this.pool, { dryRun: true });
      return {
        kind,
        rows: outcome.rows,
        status: outcome.duplicate ? 'duplicate' : 'valid',
        problem_count: 0,
        problems: [],
      };
    } catch (error) {
      if (!(error instanceof FeedRejected)) throw error;
      return { kind, rows: error.rows, status: 'rejected', problem_count: error.total, problems: report(error) };
    }
  }

  async list(query: ImportAttemptsQuery): Promise<{ count: number; results: ImportAttempt[] }> {
    const { count, rows } = await listImportAttempts(this.db, query);
    return { count, results: rows.map(toImportAttempt) };
  }

  async show(id: number): Promise<ImportAttemptDetail> {
    const row = await findImportAttempt(this.db, id);
    if (!row) throw notFound('No import has this id.');
    return { ...toImportAttempt(row), problems: row.attempt.problems };
  }
}

function toImportAttempt({ attempt, actorEmail }: ImportAttemptWithActor): ImportAttempt {
  return {
    id: attempt.id,
    kind: attempt.kind,
    file_name: attempt.fileName,
    sha256: attempt.fileSha256,
    size_bytes: attempt.sizeBytes,
    rows: attempt.rowCount,
    status: attempt.status,
    problem_count: attempt.problemCount,
    actor: attempt.actorKind === 'staff' ? (actorEmail ?? `staff user ${attempt.actorUserId}`) : 'operator key',
    created_at: attempt.createdAt.toISOString(),
  };
}
