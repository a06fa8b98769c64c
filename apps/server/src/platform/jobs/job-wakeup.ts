import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { ChannelListener } from '../notify/channel-listener.js';

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
  private listener: ChannelListener | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  // A lost listening connection only slows wake-ups down to the poll until it is back.
  start(onWake: () => void): Promise<void> {
    this.listener = new ChannelListener({
      pool: this.pool,
      channel: JOBS_CHANNEL,
      log: this.log,
      name: 'job wake-up',
      onNotify: () => onWake(),
    });
    return this.listener.start();
  }

  async close(): Promise<void> {
    await this.listener?.close();
  }
}
