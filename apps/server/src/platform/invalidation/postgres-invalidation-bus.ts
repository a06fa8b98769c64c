import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Invalidation, InvalidationBus } from './invalidation-bus.js';

const CHANNEL = 'portal_invalidation';

/**
 * LISTEN/NOTIFY fan-out: each process holds one listening connection; a publish is a NOTIFY that
 * every process (this one included) receives. The local handlers also run at once, so this
 * process never waits for the round trip.
 */
export class PostgresInvalidationBus implements InvalidationBus {
  private readonly handlers: Array<(message: Invalidation) => void> = [];
  private listener: pg.PoolClient | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.listener = await this.pool.connect();
    this.listener.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        this.dispatch(JSON.parse(n.payload) as Invalidation);
      } catch (error) {
        this.log.warn({ err: error }, 'ignored a malformed invalidation');
      }
    });
    this.listener.on('error', (error) => this.log.error({ err: error }, 'invalidation listener failed'));
    await this.listener.query(`LISTEN ${CHANNEL}`);
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
    if (!this.listener) return;
    await this.listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
    // Destroyed, not returned: a connection that ran LISTEN must not serve other queries.
    this.listener.release(true);
    this.listener = undefined;
  }
}
