import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../db/client.js';
import { STAGED_COLUMNS, type StagedBatch, stageRows } from './holdings.repository.js';

/**
 * Where a holdings import puts its checked rows while the file streams in. Batches go one
 * after another while the next one is read; `finish` waits until every row is stored.
 */
export interface HoldingsStager {
  /** Hands a batch over; resolves once the next may follow (the database keeps up). */
  write(batch: StagedBatch): Promise<void>;
  /** Every row written is stored (and visible to the import's next statements). */
  finish(): Promise<void>;
  /** Stops staging after a problem: what was not stored yet is dropped. */
  abort(): Promise<void>;
}

/**
 * A stager for the import's database: on PostgreSQL one COPY for the whole file, streamed from
 * a pooled connection (the server parses the next rows while PostgreSQL stores these, and no
 * statement is rebuilt per batch); on PGlite, which has one connection in the process, batched
 * multi-row inserts.
 */
export function holdingsStager(db: Database, importId: number, pool?: pg.Pool): HoldingsStager {
  return pool ? new CopyStager(pool, importId) : new InsertStager(db, importId);
}

class InsertStager implements HoldingsStager {
  private staging: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly importId: number,
  ) {}

  async write(batch: StagedBatch): Promise<void> {
    await this.staging;
    this.staging = stageRows(this.db, this.importId, batch);
    // A failed insert is reported by the next await of `staging`, never left unhandled.
    this.staging.catch(() => {});
  }

  finish(): Promise<void> {
    return this.staging;
  }

  async abort(): Promise<void> {
    await this.staging.catch(() => {});
  }
}

const COPY_QUEUE_BYTES = 8 * 1024 * 1024;

class CopyStager implements HoldingsStager {
  private client: pg.PoolClient | undefined;
  private copy: ReturnType<typeof copyFrom> | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly importId: number,
  ) {}

  async write(batch: StagedBatch): Promise<void> {
    const copy = await this.stream();
    if (this.failure) throw this.failure;
    if (!copy.write(copyRows(this.importId, batch))) await Promise.race([once(copy, 'drain'), finished(copy)]);
    if (this.failure) throw this.failure;
  }

  async finish(): Promise<void> {
    if (!this.copy) return;
    const copy = this.copy;
    this.copy = undefined;
    try {
      copy.end();
      await finished(copy);
      this.release();
    } catch (error) {
      this.release(error as Error);
      throw error;
    }
  }

  async abort(): Promise<void> {
    if (!this.copy) return;
    const copy = this.copy;
    this.copy = undefined;
    // Ending the stream with an error sends CopyFail: PostgreSQL stores none of the rows.
    copy.destroy(new Error('The holdings file was rejected.'));
    await finished(copy).catch(() => {});
    this.release(this.failure ?? new Error('aborted'));
  }

  private async stream(): Promise<ReturnType<typeof copyFrom>> {
    if (this.copy) return this.copy;
    this.client = await this.pool.connect();
    // Batches queue up to a few MB before the reader waits: the server checks the next rows
    // while PostgreSQL stores these (at the default 16 KB every batch waited for the one before).
    this.copy = this.client.query(
      copyFrom(`copy staged_holdings (${STAGED_COLUMNS}) from stdin`, { highWaterMark: COPY_QUEUE_BYTES }),
    );
    this.copy.on('error', (error: Error) => (this.failure ??= error));
    return this.copy;
  }

  /** A connection whose COPY failed is not reused. */
  private release(error?: Error): void {
    this.client?.release(error);
    this.client = undefined;
  }
}

/**
 * The batch as COPY text (tab-separated, `\N` for null, backslash escapes in text), written
 * straight into bytes: a day's feed is millions of rows, and building one string of them first
 * cost a rope of small strings per row and a copy of the whole.
 */
export function copyRows(importId: number, batch: StagedBatch): Buffer {
  let buffer = Buffer.allocUnsafe(batch.size * 160);
  let length = 0;
  for (let i = 0; i < batch.size; i++) {
    const row = batch.lines[i]!;
    const line = `${importId}\t${row.row}\t${batch.optionIds[i]}\t${row.date}\t${copyField(row.code)}\t${copyField(row.name)}\t${copyField(row.assetClass)}\t${row.units}\t${row.targetUnits ?? '\\N'}\t${row.strikePrice ?? '\\N'}\n`;
    // UTF-8 takes at most three bytes per UTF-16 unit: room is made before writing, never cut.
    if (buffer.length - length < line.length * 3) {
      const larger = Buffer.allocUnsafe(Math.max(buffer.length * 2, length + line.length * 3));
      buffer.copy(larger, 0, 0, length);
      buffer = larger;
    }
    length += buffer.write(line, length);
  }
  return buffer.subarray(0, length);
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Text as a COPY field: a CSV cell may hold tabs, line breaks or backslashes. */
function copyField(value: string): string {
  return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;
}
