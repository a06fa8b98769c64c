import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { ChannelListener } from '../notify/channel-listener.js';
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
  private readonly listener: ChannelListener;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listener = new ChannelListener({
      pool,
      channel: CHANNEL,
      log,
      name: 'realtime',
      onNotify: (payload) => {
        if (!payload) return;
        try {
          const envelope = JSON.parse(payload) as Envelope;
          if (envelope.o !== this.origin && typeof envelope.c === 'string') this.local.deliver(envelope.c, envelope.d);
        } catch (error) {
          log.warn({ err: error }, 'ignored a malformed realtime publication');
        }
      },
    });
  }

  start(): Promise<void> {
    return this.listener.start();
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
    await this.local.close();
    await this.listener.close();
  }
}
