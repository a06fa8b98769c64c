import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { LocalRealtimeHub, type RealtimeHub, type RealtimeListener } from './realtime-hub.js';

const CHANNEL = 'portal_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

interface Envelope {
  /** The publishing process: it has delivered locally already and skips its own echo. */
  o: string;
  c: string;
  d: unknown;
}

/**
 * LISTEN/NOTIFY fan-out, the same pattern as platform/invalidation/: each process holds one
 * listening connection; a publish delivers to this process's subscribers at once and NOTIFYs
 * the others. A publication too large for a NOTIFY reaches other processes with `data: null`
 * (the protocol's "something changed, read it again"); the local subscribers still get it whole.
 */
export class PostgresRealtimeHub implements RealtimeHub {
  private readonly local = new LocalRealtimeHub();
  private readonly origin = randomUUID();
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
        const envelope = JSON.parse(n.payload) as Envelope;
        if (envelope.o !== this.origin && typeof envelope.c === 'string') this.local.deliver(envelope.c, envelope.d);
      } catch (error) {
        this.log.warn({ err: error }, 'ignored a malformed realtime publication');
      }
    });
    // PostgreSQL restarted or ended the connection: listen again on a new one, or other
    // processes' notifications would silently stop reaching this process's sockets.
    const lost = (error?: Error) => {
      if (this.listener !== listener) return;
      this.log.error({ err: error }, 'realtime listener lost; listening again');
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
      this.start().catch((error: unknown) => {
        this.log.error({ err: error }, 'realtime listener could not reconnect; trying again');
        this.relisten(Math.min(delayMs * 2, 30_000));
      });
    }, delayMs);
    this.retry.unref();
  }

  async publish(channel: string, data: unknown): Promise<void> {
    this.local.deliver(channel, data);
    let payload = JSON.stringify({ o: this.origin, c: channel, d: data } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      this.log.warn({ channel, bytes: Buffer.byteLength(payload) }, 'realtime publication too large to relay whole');
      payload = JSON.stringify({ o: this.origin, c: channel, d: null } satisfies Envelope);
    }
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
  }

  subscribe(channel: string, listener: RealtimeListener): () => void {
    return this.local.subscribe(channel, listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.local.close();
    if (!this.listener) return;
    const listener = this.listener;
    this.listener = undefined;
    await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
    // Destroyed, not returned: a connection that ran LISTEN must not serve other queries.
    listener.release(true);
  }
}
