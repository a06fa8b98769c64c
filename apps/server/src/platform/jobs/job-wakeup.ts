import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** The NOTIFY channel a new job is announced on; the payload is the queue's name. */
export const JOBS_CHANNEL = 'portal_jobs';

/**
 * Tells a worker that a job may be waiting, sooner than its next poll. On PGlite one process
 * holds the database and wakes itself directly; on PostgreSQL a job queued by any process is
 * announced with NOTIFY and every process LISTENs (the same pattern as platform/realtime/).
 */
export interface JobWakeup {
  /** Starts listening; `onWake` runs on every announcement. */
  start(onWake: () => void): Promise<void>;
  close(): Promise<void>;
}

export class PostgresJobWakeup implements JobWakeup {
  private listener: pg.PoolClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(onWake: () => void): Promise<void> {
    const listener = await this.pool.connect();
    this.listener = listener;
    listener.on('notification', (n) => {
      if (n.channel === JOBS_CHANNEL) onWake();
    });
    // A lost listening connection only slows wake-ups down to the poll; listen again anyway.
    const lost = (error?: Error) => {
      if (this.listener !== listener) return;
      this.log.warn({ err: error }, 'job wake-up listener lost; polling until it is back');
      this.listener = undefined;
      listener.release(true);
      this.relisten(onWake, 1000);
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    await listener.query(`LISTEN ${JOBS_CHANNEL}`);
  }

  private relisten(onWake: () => void, delayMs: number): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start(onWake).catch(() => this.relisten(onWake, Math.min(delayMs * 2, 30_000)));
    }, delayMs);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    if (!listener) return;
    await listener.query(`UNLISTEN ${JOBS_CHANNEL}`).catch(() => {});
    // Destroyed, not returned: a connection that ran LISTEN must not serve other queries.
    listener.release(true);
  }
}
