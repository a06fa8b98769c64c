import type { PortfolioImportKind, PortfolioImportResult } from '@portal/contract';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { CsvReader, CsvSyntaxError } from './csv.js';
import { FeedSource, type FeedBody } from './feed-body.js';
import { readFeed, type FeedLines, type FeedProblem } from './feed-formats.js';
import { FeedRejected, rejection } from './feed-rejection.js';
import { importHoldingsFile } from './holdings-import.service.js';
import {
  accountIdsByCode,
  addMembers,
  findImport,
  optionIdsOfAccounts,
  optionKey,
  recordImport,
  upsertAccounts,
  upsertCashFlows,
  upsertOptions,
  upsertValuations,
  usersByEmail,
} from './portfolio-data.repository.js';

/**
 * The largest file of each kind. A day's holdings for every investor is the big one (hundreds of
 * MB): it streams through staging and is never held whole. The other kinds are read whole.
 */
export function feedByteLimit(kind: PortfolioImportKind): number {
  return kind === 'holdings' ? 2 * 1024 ** 3 : 50 * 1024 ** 2;
}

/**
 * Imports one feed file. Everything is checked before anything is written (format, every cell,
 * duplicates within the file, every account, option and e-mail it refers to); a file with any
 * problem is rejected whole with each problem's row and column. The writes then happen in one
 * transaction, recorded with the file's hash: the same file again answers `imported: false`.
 */
export async function importPortfolioFile(
  db: Database,
  kind: PortfolioImportKind,
  body: FeedBody,
  /** The pool behind `db` on PostgreSQL: holdings are then staged with COPY. */
  pool?: pg.Pool,
  options: FeedOptions = {},
): Promise<FeedOutcome> {
  const source = new FeedSource(body, feedByteLimit(kind));
  try {
    const result =
      kind === 'holdings'
        ? await importHoldingsFile(db, source, pool, options)
        : await importTableFile(db, kind, source, options);
    return { ...result, fileSha256: source.sha256(), sizeBytes: source.size };
  } catch (error) {
    if (error instanceof FeedRejected && source.complete)
      error.file = { sha256: source.sha256(), sizeBytes: source.size };
    throw error;
  }
}

export interface FeedOptions {
  /** Check the file (every rule, the duplicate rule included) without importing or recording it. */
  dryRun?: boolean;
}

/** What became of a file: `duplicate` when it was imported before; not `imported` on a dry run. */
export interface FeedOutcome extends PortfolioImportResult {
  duplicate: boolean;
  fileSha256: string;
  sizeBytes: number;
}

async function importTableFile(
  db: Database,
  kind: Exclude<PortfolioImportKind, 'holdings'>,
  source: FeedSource,
  options: FeedOptions,
): Promise<PortfolioImportResult & { duplicate: boolean }> {
  const problems: FeedProblem[] = [];
  const records: string[][] = [];
  const csv = new CsvReader();
  let broken = false;
  const take = (read: () => string[][]) => {
    if (broken) return;
    try {
      for (const record of read()) records.push(record);
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      problems.push({ row: error.row, reason: error.message.replace(/\.$/, '') });
      broken = true;
    }
  };
  // Read to the end whatever happens: the hash needs every byte, and the upload is not cut off.
  for await (const text of source.text()) take(() => csv.push(text));
  take(() => csv.end());

  const fileSha256 = source.sha256();
  const previous = await findImport(db, kind, fileSha256);
  if (previous) return { kind, rows: previous.rowCount, imported: false, duplicate: true };

  const lines = problems.length ? [] : readFeed(kind, records, problems);
  // References are checked on the rows that read cleanly, so one answer lists every problem.
  const write = lines.length ? await resolve(db, kind, lines, problems) : null;
  const rows = Math.max(0, records.length - 1);
  if (problems.length || !write) throw Object.assign(rejection(problems), { rows });
  if (options.dryRun) return { kind, rows, imported: false, duplicate: false };

  const imported = await db.transaction(async (tx) => {
    if (!(await recordImport(tx, { kind, fileSha256, rowCount: rows }))) return false;
    await write(tx);
    return true;
  });
  return { kind, rows, imported, duplicate: !imported };
}

type Writer = (tx: Database) => Promise<void>;

/**
 * Checks what the lines refer to and answers the writes they amount to; problems found are
 * pushed (and then nothing is written).
 */
async function resolve(
  db: Database,
  kind: PortfolioImportKind,
  lines: Array<FeedLines[PortfolioImportKind]>,
  problems: FeedProblem[],
): Promise<Writer | null> {
  switch (kind) {
    case 'accounts':
      return resolveAccounts(db, lines as Array<FeedLines['accounts']>, problems);
    case 'investment-options':
      return resolveOptions(db, lines as Array<FeedLines['investment-options']>, problems);
    case 'valuations': {
      const typed = lines as Array<FeedLines['valuations']>;
      noDuplicates(
        typed,
        (l) => `${l.accountCode}|${l.optionCode}|${l.date}`,
        'date',
        'account, option and date',
        problems,
      );
      const ids = await optionIds(db, typed, problems);
      return (tx) =>
        upsertValuations(
          tx,
          typed.map((l) => ({
            investmentOptionId: ids.get(l)!,
            date: l.date,
            totalAssetCents: l.totalAssetCents,
            marginLoanCents: l.marginLoanCents,
          })),
        );
    }
    case 'cash-flows': {
      const typed = lines as Array<FeedLines['cash-flows']>;
      noDuplicates(
        typed,
        (l) => `${l.accountCode}|${l.optionCode}|${l.externalId}`,
        'external_id',
        'option and external_id',
        problems,
      );
      const ids = await optionIds(db, typed, problems);
      return (tx) =>
        upsertCashFlows(
          tx,
          typed.map((l) => ({
            investmentOptionId: ids.get(l)!,
            date: l.date,
            kind: l.kind,
            amountCents: l.amountCents,
            externalId: l.externalId,
          })),
        );
    }
    case 'holdings':
      throw new Error('Holdings are imported by importHoldingsFile.');
  }
}

/** A key given twice in one file is ambiguous (which row wins?), so the second is a bad row. */
function noDuplicates<T extends { row: number }>(
  lines: T[],
  key: (line: T) => string,
  column: string,
  what: string,
  problems: FeedProblem[],
): void {
  const seen = new Map<string, number>();
  for (const line of lines) {
    const first = seen.get(key(line));
    if (first === undefined) seen.set(key(line), line.row);
    else problems.push({ row: line.row, column, reason: `the same ${what} as row ${first}` });
  }
}

async function resolveAccounts(
  db: Database,
  lines: Array<FeedLines['accounts']>,
  problems: FeedProblem[],
): Promise<Writer> {
  noDuplicates(lines, (l) => l.accountCode, 'account_code', 'account_code', problems);
  const people = await usersByEmail(
    db,
    lines.map((l) => l.primaryUserEmail),
  );
  for (const line of lines) {
    if (!people.has(line.primaryUserEmail))
      problems.push({
        row: line.row,
        column: 'primary_user_email',
        value: line.primaryUserEmail,
        reason: `no user has the e-mail ${line.primaryUserEmail}`,
      });
  }
  return async (tx) => {
    const ids = await upsertAccounts(
      tx,
      lines.map((l) => ({
        externalCode: l.accountCode,
        name: l.name,
        accountType: l.type,
        tenantId: people.get(l.primaryUserEmail)!.tenantId,
      })),
    );
    await addMembers(
      tx,
      lines.map((l) => ({
        accountId: ids.get(l.accountCode)!,
        userId: people.get(l.primaryUserEmail)!.id,
        role: 'primary',
      })),
    );
  };
}

async function resolveOptions(
  db: Database,
  lines: Array<FeedLines['investment-options']>,
  problems: FeedProblem[],
): Promise<Writer> {
  noDuplicates(
    lines,
    (l) => `${l.accountCode}|${l.optionCode}`,
    'option_code',
    'account_code and option_code',
    problems,
  );
  const accountIds = await knownAccounts(db, lines, problems);
  // Display order: the order the file lists each account's options in.
  const positions = new Map<string, number>();
  return (tx) =>
    upsertOptions(
      tx,
      lines.map((l) => {
        const position = positions.get(l.accountCode) ?? 0;
        positions.set(l.accountCode, position + 1);
        return {
          accountId: accountIds.get(l.accountCode)!,
          externalCode: l.optionCode,
          label: l.label,
          color: l.color,
          position,
        };
      }),
    );
}

async function knownAccounts(
  db: Database,
  lines: Array<{ row: number; accountCode: string }>,
  problems: FeedProblem[],
): Promise<Map<string, number>> {
  const ids = await accountIdsByCode(
    db,
    lines.map((l) => l.accountCode),
  );
  for (const line of lines) {
    if (!ids.has(line.accountCode))
      problems.push({
        row: line.row,
        column: 'account_code',
        value: line.accountCode,
        reason: `no account has the code ${line.accountCode}`,
      });
  }
  return ids;
}

/** Each line's investment option id; unknown accounts and options are problems. */
async function optionIds<T extends { row: number; accountCode: string; optionCode: string }>(
  db: Database,
  lines: T[],
  problems: FeedProblem[],
): Promise<Map<T, number>> {
  const accountIds = await knownAccounts(db, lines, problems);
  const options = await optionIdsOfAccounts(db, [...accountIds.values()]);
  const ids = new Map<T, number>();
  for (const line of lines) {
    const accountId = accountIds.get(line.accountCode);
    if (accountId === undefined) continue;
    const id = options.get(optionKey(accountId, line.optionCode));
    if (id === undefined)
      problems.push({
        row: line.row,
        column: 'option_code',
        value: line.optionCode,
        reason: `account ${line.accountCode} has no investment option ${line.optionCode}`,
      });
    else ids.set(line, id);
  }
  return ids;
}
