import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { JobRow } from '../../db/schema/jobs.js';
import { JOBS_CHANNEL, type JobWakeup } from './job-wakeup.js';
import {
  claimJob,
  extendLease,
  insertJob,
  markFailed,
  markSucceeded,
  releaseLeasesOfOtherProcesses,
  scheduleRetry,
} from './jobs.repository.js';

export interface JobQueueSettings {
  /** Jobs this process runs at once; 0 runs none (a process that only serves requests). */
  concurrency: number;
  /** How often an idle worker looks for due jobs (retries, other processes' jobs without NOTIFY). */
  pollIntervalMs: number;
  /** How long a claim holds a job; renewed while it runs, taken over by others once it lapses. */
  leaseMs: number;
  /** First retry waits this long, each further one twice as long, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long `stop()` waits for running jobs before leaving them to their lease. */
  stopTimeoutMs: number;
}

export const DEFAULT_JOB_SETTINGS: JobQueueSettings = {
  concurrency: 2,
  pollIntervalMs: 2000,
  leaseMs: 60_000,
  retryBaseMs: 5000,
  retryMaxMs: 5 * 60_000,
  stopTimeoutMs: 8000,
};

/** A claimed job as its handler sees it. */
export interface ClaimedJob<P> {
  id: number;
  queue: string;
  payload: P;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface JobHandler<P> {
  /** Runs outside any transaction; throwing fails this attempt. It may run again: keep it idempotent. */
  run(job: ClaimedJob<P>): Promise<void>;
  /** After the last attempt failed, once. `error` is the last attempt's message. */
  failed?(job: ClaimedJob<P>, error: string): Promise<void>;
  /** Attempts before the job is failed (default 3). */
  maxAttempts?: number;
}

const LEASE_LAPSED = 'The process running it stopped before it finished (its lease ran out).';

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}

/** Every worker id of this process starts with it (several queues may share a process in tests). */
const PROCESS_PREFIX = `${hostname()}:${process.pid}:`;

/**
 * A durable job queue in the portal's own database, the same on PGlite and PostgreSQL (see
 * README.md beside this file). Claims, results and retries are single short statements; a job's
 * work runs outside any transaction, so PGlite's one connection is never held by a job.
 */
export class JobQueue {
  readonly workerId = `${PROCESS_PREFIX}${randomBytes(4).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly active = new Map<number, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopping = false;
  private pumping = false;
  private again = false;
  private looking: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    readonly settings: JobQueueSettings = DEFAULT_JOB_SETTINGS,
    private readonly wakeup?: JobWakeup,
    /**
     * True when no other live process can use this database (PGlite on its locked data
     * directory): jobs another process left running are then taken over at start, not after
     * their lease, since that process is dead.
     */
    private readonly exclusive = false,
  ) {}

  /** Jobs running in this process now. */
  get running(): number {
    return this.active.size;
  }

  register<P>(queue: string, handler: JobHandler<P>): void {
    this.handlers.set(queue, handler as JobHandler<never>);
  }

  /**
   * Queues a job. Pass a transaction as `db` to queue it atomically with the row it works on;
   * call `wake()` after that transaction commits (a NOTIFY in it is sent on commit by itself).
   */
  async enqueue(
    queue: string,
    payload: Record<string, unknown>,
    options: { db?: Database; delayMs?: number; maxAttempts?: number } = {},
  ): Promise<number> {
    const db = options.db ?? this.db;
    const id = await insertJob(db, {
      queue,
      payload,
      maxAttempts: options.maxAttempts ?? this.handlers.get(queue)?.maxAttempts ?? 3,
      delayMs: options.delayMs ?? 0,
    });
    if (this.wakeup) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`);
    if (!options.db) this.wake();
    return id;
  }

  /** Starts claiming: at once, on every poll, on every wake-up. */
  async start(): Promise<void> {
    if (this.started || this.settings.concurrency <= 0) return;
    this.started = true;
    if (this.exclusive) {
      // A report interrupted by a crash would otherwise wait a whole lease (a minute by default)
      // after the restart, although nothing is running it any more.
      const released = await releaseLeasesOfOtherProcesses(this.db, PROCESS_PREFIX);
      if (released > 0) this.log.warn({ jobs: released }, 'jobs left running by a stopped process are run again');
    }
    if (this.wakeup) {
      await this.wakeup
        .start(() => this.wake())
        .catch((error: unknown) => {
          this.log.warn({ err: error }, 'job wake-ups unavailable; polling only');
        });
    }
    this.timer = setInterval(() => this.wake(), this.settings.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due jobs now (a slot is free or a job was queued). */
  wake(): void {
    if (!this.started || this.stopping) return;
    // A look already under way goes round once more instead (see pump).
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.looking = this.pump();
  }

  /** Resolves once the current look for due jobs has claimed what it could. */
  async settled(): Promise<void> {
    await this.looking;
  }

  /**
   * Resolves once nothing due is left to this process: no look under way and no job running (a job
   * that ends wakes the queue, which may claim the next). Jobs delayed into the future do not count.
   * Tests use it to tell a request's own writes from the background work of earlier ones.
   */
  async idle(): Promise<void> {
    for (;;) {
      // Look once more: a job queued in a transaction is only announced after its commit.
      this.wake();
      await this.looking;
      if (this.active.size === 0 && !this.pumping) return;
      await Promise.allSettled([...this.active.values()]);
    }
  }

  /**
   * Stops claiming and waits up to `stopTimeoutMs` for running jobs. One still running after that
   * keeps its lease until it lapses, then another process (or this one after a restart) runs it again.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.wakeup?.close();
    if (this.active.size === 0) return;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.active.values()]),
      new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.settings.stopTimeoutMs))),
    ]);
    clearTimeout(timeout);
    if (this.active.size > 0)
      this.log.warn({ running: this.active.size }, 'jobs still running at stop; left to their lease');
  }

  private async pump(): Promise<void> {
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        while (!this.stopping && this.active.size < this.settings.concurrency) {
          const row = await claimJob(this.db, [...this.handlers.keys()], this.workerId, this.settings.leaseMs);
          if (!row) break;
          this.launch(row);
        }
      } while (this.again && !this.stopping);
    } catch (error) {
      this.log.error({ err: error }, 'claiming a job failed; trying again at the next poll');
    } finally {
      this.pumping = false;
    }
  }

  private launch(row: JobRow): void {
    const done = this.execute(row)
      .catch((error: unknown) => this.log.error({ err: error, job: row.id }, 'recording a job result failed'))
      .finally(() => {
        this.active.delete(row.id);
        this.wake();
      });
    this.active.set(row.id, done);
  }

  private async execute(row: JobRow): Promise<void> {
    const handler = this.handlers.get(row.queue)!;
    const job: ClaimedJob<never> = {
      id: row.id,
      queue: row.queue,
      payload: row.payload as never,
      attempt: row.attempts,
      maxAttempts: row.maxAttempts,
    };
    // Claimed again after its last attempt's process died: that attempt counts as failed.
    if (row.attempts > row.maxAttempts) return this.fail(handler, job, LEASE_LAPSED);

    const renew = setInterval(
      () => {
        extendLease(this.db, row.id, this.workerId, this.settings.leaseMs).catch((error: unknown) =>
          this.log.warn({ err: error, job: row.id }, 'renewing a job lease failed'),
        );
      },
      Math.max(50, Math.floor(this.settings.leaseMs / 3)),
    );
    renew.unref();
    let error: string | null = null;
    try {
      await handler.run(job);
    } catch (thrown) {
      error = messageOf(thrown);
    } finally {
      clearInterval(renew);
    }

    if (error === null) {
      if (!(await markSucceeded(this.db, row.id, this.workerId)))
        this.log.warn({ job: row.id }, 'a job finished after losing its lease');
      return;
    }
    if (job.attempt < job.maxAttempts) {
      const delay = Math.min(this.settings.retryBaseMs * 2 ** (job.attempt - 1), this.settings.retryMaxMs);
      this.log.warn({ job: row.id, queue: row.queue, attempt: job.attempt, err: error }, 'job failed; retrying');
      await scheduleRetry(this.db, row.id, this.workerId, error, delay);
      return;
    }
    this.log.error({ job: row.id, queue: row.queue, attempt: job.attempt, err: error }, 'job failed for good');
    await this.fail(handler, job, error);
  }

  /**
   * The handler's failure step runs first, while the lease is still held: if the process dies in
   * between, the job is claimed again and failed again, so the step is never lost (keep it idempotent).
   */
  private async fail(handler: JobHandler<never>, job: ClaimedJob<never>, error: string): Promise<void> {
    await handler.failed?.(job, error);
    await markFailed(this.db, job.id, this.workerId, error);
  }
}
