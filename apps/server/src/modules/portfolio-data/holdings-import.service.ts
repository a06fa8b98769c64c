import type { PortfolioImportResult } from '@portal/contract';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { CsvReader, CsvSyntaxError } from './csv.js';
import { decimal6 } from './feed-cells.js';
import type { FeedSource } from './feed-body.js';
import { FeedReader, type FeedLines, type FeedProblem } from './feed-formats.js';
import {
  addAssetClasses,
  prepareBulkApply,
  applyHoldingsDay,
  createHoldingChanges,
  endStagedImport,
  lockOptionsForHoldings,
  optionsOfAccounts,
  stagedDuplicates,
  setHoldingsAsOf,
  StagedBatch,
  startStagedImport,
  undoHoldingsDay,
  upsertSecurityPrices,
  type OptionRef,
} from './holdings.repository.js';
import type { FeedOptions } from './portfolio-import.service.js';
import { holdingsStager, type HoldingsStager } from './holdings-stager.js';
import { accountIdsByCode, findImport, recordImport } from './portfolio-data.repository.js';
import { REPORTED_PROBLEMS, rejection } from './feed-rejection.js';

type HoldingLine = FeedLines['holdings'];

/** Rows checked and staged at a time: thousands per statement, a few MB of parameters. */
const STAGE_BATCH = 5_000;

/**
 * Imports a holdings file as it streams in, without holding it (or a transaction) meanwhile:
 *
 * 1. each record is read and checked (cells, account and option, the day not older than the
 *    option's latest holdings day, one price per code and day, no code twice in an option's
 *    day) and staged in batches under this import's id, outside any transaction;
 * 2. at the end, a file imported before (same SHA-256) changes nothing; a file with any
 *    problem is rejected whole with its rows named;
 * 3. otherwise one short transaction applies the days in date order, set-based, and records
 *    the file. The staged rows are deleted whatever happened.
 */
export async function importHoldingsFile(
  db: Database,
  source: FeedSource,
  pool?: pg.Pool,
  options: FeedOptions = {},
): Promise<PortfolioImportResult & { duplicate: boolean }> {
  const importId = await startStagedImport(db);
  try {
    const reading = new HoldingsReading(db, holdingsStager(db, importId, pool), importId);
    await reading.readAll(source);
    const fileSha256 = source.sha256();
    const rows = reading.dataRows;
    if (await findImport(db, 'holdings', fileSha256))
      return { kind: 'holdings', rows, imported: false, duplicate: true };
    await reading.checkStaged();
    if (reading.problems.length) throw Object.assign(rejection(reading.problems, reading.unlisted), { rows });
    if (options.dryRun) return { kind: 'holdings', rows, imported: false, duplicate: false };

    const imported = await db.transaction(async (tx) => {
      if (!(await recordImport(tx, { kind: 'holdings', fileSha256, rowCount: rows }))) return false;
      await prepareBulkApply(tx);
      await reading.apply(tx);
      return true;
    });
    return { kind: 'holdings', rows, imported, duplicate: !imported };
  } finally {
    await endStagedImport(db, importId);
  }
}

class HoldingsReading {
  readonly problems: FeedProblem[] = [];
  /** Problems found beyond those kept in `problems` (a bad file of millions of rows is not held). */
  unlisted = 0;
  /** Records after the header. */
  dataRows = 0;
  private readonly feed: FeedReader<'holdings'>;
  private readonly options: OptionDirectory;
  /** date -> code -> the first row's price: one market close per security and day. */
  private readonly prices = new Map<string, Map<string, { price: string; row: number }>>();
  /** date -> the options the file gives that day (each day is a snapshot of those options). */
  private readonly days = new Map<string, Set<number>>();
  /** option -> the first and last days the file gives it. */
  private readonly span = new Map<number, { first: string; last: string }>();
  private readonly groups = new OptionDays();
  /** The asset class names the file gives: a handful, numbered when the file is applied. */
  private readonly assetClasses = new Set<string>();
  private pending: HoldingLine[] = [];

  constructor(
    private readonly db: Database,
    private readonly stager: HoldingsStager,
    private readonly importId: number,
  ) {
    this.feed = new FeedReader('holdings', this.problems);
    this.options = new OptionDirectory(db, this.problems);
  }

  async readAll(source: FeedSource): Promise<void> {
    try {
      await this.readRows(source);
    } catch (error) {
      // A body cut off or over its limit, or a failed statement: the staging stops with it.
      await this.stager.abort();
      throw error;
    }
  }

  private async readRows(source: FeedSource): Promise<void> {
    const csv = new CsvReader();
    let headerRead = false;
    let broken = false;
    let row = 0;
    const take = (records: string[][]) => {
      for (const record of records) {
        row++;
        if (row === 1) headerRead = this.feed.header(record);
        else if (headerRead) {
          const line = this.feed.line(record, row);
          if (line) this.pending.push(line);
        }
      }
    };
    // The body is read to its end even after a problem: every problem is reported (and the
    // client's upload is not cut off), but nothing more is staged.
    for await (const text of source.text()) {
      if (broken) continue;
      try {
        take(csv.push(text));
      } catch (error) {
        if (!(error instanceof CsvSyntaxError)) throw error;
        this.problems.push({ row: error.row, reason: error.message.replace(/\.$/, '') });
        broken = true;
      }
      if (this.pending.length >= STAGE_BATCH) await this.flush();
      this.keepFirstProblems();
    }
    if (!broken) {
      try {
        take(csv.end());
      } catch (error) {
        if (!(error instanceof CsvSyntaxError)) throw error;
        this.problems.push({ row: error.row, reason: error.message.replace(/\.$/, '') });
      }
    }
    await this.flush();
    // A file with problems is rejected: what was staged of it need not be kept.
    if (this.problems.length > 0) await this.stager.abort();
    else await this.stager.finish();
    if (row === 0) this.feed.header([]);
    else if (row === 1 && headerRead) this.problems.push({ row: 1, reason: 'the file has no data rows' });
    this.dataRows = Math.max(0, row - 1);
  }

  /** Checks a batch of lines, then stages it while the next batch is read. */
  private async flush(): Promise<void> {
    const lines = this.pending;
    this.pending = [];
    if (lines.length === 0) return;
    await this.options.learn(lines);
    const staged = new StagedBatch();
    for (const line of lines) {
      const option = this.options.find(line);
      if (!option) continue;
      if (option.holdingsAsOf !== null && line.date < option.holdingsAsOf) {
        this.problems.push({
          row: line.row,
          column: 'date',
          reason:
            `${line.date} is before ${option.holdingsAsOf}, the latest holdings day imported for ` +
            `${line.accountCode} ${line.optionCode}; holdings go forward day by day, and only the latest day may be delivered again`,
        });
        continue;
      }
      if (!this.samePrice(line)) continue;
      if (this.groups.enter(option.id, line.date)) this.noteDay(option.id, line.date);
      const first = this.groups.codeSeen(line);
      if (first !== undefined) {
        this.problems.push({ row: line.row, column: 'code', reason: `the same option, date and code as row ${first}` });
        continue;
      }
      staged.add(line, option.id);
      this.assetClasses.add(line.assetClass);
    }
    // After the first problem nothing more is staged: the file will be rejected.
    if (this.problems.length > 0 || staged.size === 0) return;
    await this.stager.write(staged);
  }

  /** The file gives the option on this day: a snapshot of it, applied in date order. */
  private noteDay(optionId: number, date: string): void {
    let options = this.days.get(date);
    if (!options) this.days.set(date, (options = new Set()));
    options.add(optionId);
    const span = this.span.get(optionId);
    if (!span) this.span.set(optionId, { first: date, last: date });
    else if (date < span.first) span.first = date;
    else if (date > span.last) span.last = date;
  }

  /** Only the first problems by row are ever listed; the others are counted. */
  private keepFirstProblems(): void {
    if (this.problems.length <= 10 * STAGE_BATCH) return;
    this.problems.sort((a, b) => a.row - b.row);
    this.unlisted += this.problems.length - REPORTED_PROBLEMS;
    this.problems.length = REPORTED_PROBLEMS;
  }

  private samePrice(line: HoldingLine): boolean {
    let day = this.prices.get(line.date);
    if (!day) this.prices.set(line.date, (day = new Map()));
    const first = day.get(line.code);
    if (!first) {
      day.set(line.code, { price: line.price, row: line.row });
      return true;
    }
    // Compared as written first: the same text is the same close; else by value ('38.5', '38.50').
    if (first.price === line.price || normalPrice(first.price) === normalPrice(line.price)) return true;
    this.problems.push({
      row: line.row,
      column: 'price',
      reason:
        `${line.code} on ${line.date} is priced ${shortDecimal(normalPrice(line.price))} here and ` +
        `${shortDecimal(normalPrice(first.price))} in row ${first.row}; a security has one market close per day`,
    });
    return false;
  }

  /** Duplicates the streaming check could not see (a file whose option-days are interleaved). */
  async checkStaged(): Promise<void> {
    if (this.problems.length > 0 || !this.groups.interleaved) return;
    const found = await stagedDuplicates(this.db, this.importId, REPORTED_PROBLEMS);
    for (const duplicate of found)
      this.problems.push({
        row: duplicate.row,
        column: 'code',
        reason: `the same option, date and code as row ${duplicate.first}`,
      });
    this.unlisted += (found[0]?.total ?? 0) - found.length;
  }

  async apply(tx: Database): Promise<void> {
    // Another import may have moved an option on since this file was read: checked again under lock.
    const latest = await lockOptionsForHoldings(tx, [...this.span.keys()]);
    for (const [optionId, { first }] of this.span) {
      const asOf = latest.get(optionId);
      if (asOf !== undefined && first < asOf)
        throw rejection([
          {
            row: 1,
            reason: `a later holdings day (${asOf}) was imported meanwhile for an option of this file; import the newer days only`,
          },
        ]);
    }
    await addAssetClasses(tx, [...this.assetClasses]);
    await createHoldingChanges(tx);
    for (const date of [...this.days.keys()].sort()) {
      const options = [...this.days.get(date)!];
      // Only an option's first day in the file can be its stored latest day, delivered again.
      const again = options.filter((id) => latest.get(id) === date);
      if (again.length > 0) await undoHoldingsDay(tx, date, again);
      await applyHoldingsDay(tx, this.importId, date, options);
    }
    await setHoldingsAsOf(
      tx,
      [...this.span].map(([optionId, { last }]) => ({ optionId, date: last })),
    );
    await upsertSecurityPrices(
      tx,
      [...this.prices].flatMap(([date, codes]) => [...codes].map(([code, { price }]) => ({ code, date, price }))),
    );
  }
}

/** A checked price as six-decimal text. */
const normalPrice = (price: string) => (decimal6(price) as { value: string }).value;

/** '38.500000' -> '38.5', for messages. */
const shortDecimal = (value: string) => value.replace(/\.?0+$/, '');

/**
 * The account and option of each line, looked up once per code for the whole file (a day's
 * feed names each option thousands of times). Unknown codes are problems of the line.
 */
class OptionDirectory {
  private readonly accounts = new Map<string, number | null>();
  private readonly options = new Map<string, OptionRef>();
  /** The option of the previous line: a feed lists an option's rows together. */
  private last: { accountCode: string; optionCode: string; option: OptionRef } | null = null;

  constructor(
    private readonly db: Database,
    private readonly problems: FeedProblem[],
  ) {}

  async learn(lines: readonly HoldingLine[]): Promise<void> {
    const codes = new Set<string>();
    let previous = '';
    for (const line of lines) {
      // A feed lists an account's rows together: each run of them is looked at once.
      if (line.accountCode === previous) continue;
      previous = line.accountCode;
      if (!this.accounts.has(previous)) codes.add(previous);
    }
    if (codes.size === 0) return;
    const unknown = [...codes];
    const found = await accountIdsByCode(this.db, unknown);
    for (const code of unknown) this.accounts.set(code, found.get(code) ?? null);
    for (const option of await optionsOfAccounts(this.db, [...found.values()]))
      this.options.set(`${option.accountId} ${option.code}`, option);
  }

  find(line: HoldingLine): OptionRef | undefined {
    const last = this.last;
    if (last && last.optionCode === line.optionCode && last.accountCode === line.accountCode) return last.option;
    const accountId = this.accounts.get(line.accountCode);
    if (accountId == null) {
      this.problems.push({
        row: line.row,
        column: 'account_code',
        reason: `no account has the code ${line.accountCode}`,
      });
      return undefined;
    }
    const option = this.options.get(`${accountId} ${line.optionCode}`);
    if (!option)
      this.problems.push({
        row: line.row,
        column: 'option_code',
        reason: `account ${line.accountCode} has no investment option ${line.optionCode}`,
      });
    else this.last = { accountCode: line.accountCode, optionCode: line.optionCode, option };
    return option;
  }
}

/**
 * The option-days of the file as its lines come, and a code given twice in one of them, found
 * without remembering every row: feeds list an option's day together, so only the current
 * option-day's codes are kept. When an option-day comes back after another one, the duplicate
 * check is left to SQL over the staged rows.
 */
class OptionDays {
  interleaved = false;
  private optionId = 0;
  private date = '';
  private codes = new Map<string, number>();
  private readonly finished = new Set<string>();

  /** Moves to the line's option-day; true when it is another one than the previous line's. */
  enter(optionId: number, date: string): boolean {
    if (optionId === this.optionId && date === this.date) return false;
    if (this.date) this.finished.add(`${this.optionId} ${this.date}`);
    if (this.finished.has(`${optionId} ${date}`)) this.interleaved = true;
    this.optionId = optionId;
    this.date = date;
    this.codes = new Map();
    return true;
  }

  /** The row that gave this code in the current option-day before, if any. */
  codeSeen(line: HoldingLine): number | undefined {
    const first = this.codes.get(line.code);
    if (first === undefined) this.codes.set(line.code, line.row);
    return first;
  }
}
