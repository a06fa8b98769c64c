import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Invalidation, InvalidationBus } from './invalidation-bus.js';

const CHANNEL = 'portal_invalidation';

/**
 * LISTEN/NOTIFY fan-out: each process holds one listening connection; a publish is a NOTIFY that
 * every process (this one included) receives. The local handlers also run at once, so this
 * process never waits for the round trip.
 *
 * A lost listening connection (PostgreSQL restarted, an administrator ended the backend) is
 * replaced, as the realtime hub's is; and since NOTIFYs sent meanwhile are gone for good, the
 * process is then told `everything`: its cached sessions and cards go. Without that, a logout or
 * a block made through another process would be missed here until the cached session's 5 s ran
 * out, and an import's new figures until the kept cards' 10 minutes did.
 */
export class PostgresInvalidationBus implements InvalidationBus {
  private readonly handlers: Array<(message: Invalidation) => void> = [];
  private listener: pg.PoolClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const listener = await this.pool.connect();
    this.listener = listener;
    listener.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        this.dispatch(JSON.parse(n.payload) as Invalidation);
      } catch (error) {
        this.log.warn({ err: error }, 'ignored a malformed invalidation');
      }
    });
    const lost = (error?: Error) => {
      if (this.listener !== listener) return;
      this.log.error({ err: error }, 'invalidation listener lost; listening again');
      this.listener = undefined;
      listener.release(true);
      this.relisten(1000);
    };
    listener.on('error', lost);
    listener.on('end', () => lost());
    await listener.query(`LISTEN ${CHANNEL}`);
  }

  private relisten(delayMs: number): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.start().then(
        // Listening again: whatever was published while nobody listened is now forgotten here.
        () => this.dispatch({ kind: 'everything' }),
        (error: unknown) => {
          this.log.error({ err: error }, 'invalidation listener could not reconnect; trying again');
          this.relisten(Math.min(delayMs * 2, 30_000));
        },
      );
    }, delayMs);
    this.retry.unref();
  }

  async publish(message: Invalidation): Promise<void> {
    this.dispatch(message);
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
  }

  subscribe(handler: (message: Invalidation) => void): void {
    this.handlers.push(handler);
  }

  private dispatch(message: Invalidation): void {
    for (const handler of this.handlers) handler(message);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    if (!listener) return;
    await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
    // Destroyed, not returned: a connection that ran LISTEN must not serve other queries.
    listener.release(true);
  }
}
