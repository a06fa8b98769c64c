import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export interface ChannelListenerOptions {
  pool: pg.Pool;
  channel: string;
  log: FastifyBaseLogger;
  /** What listens, for the log ('invalidation', 'realtime', 'job wake-up'). */
  name: string;
  /** Every NOTIFY on the channel, with its payload ('' when it had none). */
  onNotify(payload: string): void;
  /**
   * Listening again on a new connection after the old one was lost: whatever was sent on the
   * channel meanwhile never arrives, so a listener whose state depends on every message must
   * start over here.
   */
  onRelisten?(): void;
}

/**
 * One process's LISTEN on a PostgreSQL channel, kept up: the connection is held out of the pool
 * (a connection that ran LISTEN must not serve other queries), and when PostgreSQL restarts or
 * ends it, a new one listens again, retrying with a growing pause (1 s to 30 s). Every
 * cross-process fan-out (invalidation, realtime, job wake-ups) listens through one of these.
 */
export class ChannelListener {
  private listener: pg.PoolClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: ChannelListenerOptions) {}

  async start(): Promise<void> {
    const { pool, channel, log, name, onNotify } = this.options;
    const listener = await pool.connect();
    this.listener = listener;
    listener.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (this.listener !== listener) return;
      log.error({ err: error }, `${name} listener lost; listening again`);
      this.listener = undefined;
      listener.release(true);
      this.relisten(1000);
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    await listener.query(`LISTEN ${channel}`);
  }

  private relisten(delayMs: number): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start().then(
        () => this.options.onRelisten?.(),
        (error: unknown) => {
          this.options.log.error({ err: error }, `${this.options.name} listener could not reconnect; trying again`);
          this.relisten(Math.min(delayMs * 2, 30_000));
        },
      );
    }, delayMs);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    if (!listener) return;
    await listener.query(`UNLISTEN ${this.options.channel}`).catch(() => {});
    listener.release(true);
  }
}
