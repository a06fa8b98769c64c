import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { ChannelListener } from '../notify/channel-listener.js';
import type { Invalidation, InvalidationBus } from './invalidation-bus.js';

const CHANNEL = 'portal_invalidation';

/**
 * LISTEN/NOTIFY fan-out: each process holds one listening connection; a publish is a NOTIFY that
 * every process (this one included) receives. The local handlers also run at once, so this
 * process never waits for the round trip.
 *
 * A lost listening connection (PostgreSQL restarted, an administrator ended the backend) is
 * replaced (platform/notify/); and since NOTIFYs sent meanwhile are gone for good, the
 * process is then told `everything`: its cached sessions and cards go. Without that, a logout or
 * a block made through another process would be missed here until the cached session's 5 s ran
 * out, and an import's new figures until the kept cards' 10 minutes did.
 */
export class PostgresInvalidationBus implements InvalidationBus {
  private readonly handlers: Array<(message: Invalidation) => void> = [];
  private readonly listener: ChannelListener;

  constructor(
    private readonly pool: pg.Pool,
    log: FastifyBaseLogger,
  ) {
    this.listener = new ChannelListener({
      pool,
      channel: CHANNEL,
      log,
      name: 'invalidation',
      onNotify: (payload) => {
        if (!payload) return;
        try {
          this.dispatch(JSON.parse(payload) as Invalidation);
        } catch (error) {
          log.warn({ err: error }, 'ignored a malformed invalidation');
        }
      },
      // Whatever was published while nobody listened is forgotten here: drop every cached thing.
      onRelisten: () => this.dispatch({ kind: 'everything' }),
    });
  }

  start(): Promise<void> {
    return this.listener.start();
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

  close(): Promise<void> {
    return this.listener.close();
  }
}
