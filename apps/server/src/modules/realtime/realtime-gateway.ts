import {
  RealtimeCloseCode,
  RealtimeErrorCode,
  RealtimeMessages,
  realtimeClientFrameSchema,
  type RealtimeClientFrame,
  type RealtimeServerFrame,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Database } from '../../db/client.js';
import type { InvalidationBus } from '../../platform/invalidation/invalidation-bus.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import { findOpenSession } from './realtime.repository.js';
import type { RealtimeTokens } from './realtime-token.js';

/** Seconds between the server's WebSocket pings; a socket that missed the last one is dropped. */
export const PING_INTERVAL_SECONDS = 25;
const CONNECT_TIMEOUT_MS = 10_000;
const MAX_SUBSCRIPTIONS = 10;
/** The channels of the protocol: `<kind>#<user id>`, each readable by that user only. */
const CHANNEL = /^(inapp|reports)#(\d{1,10})$/;
const OPEN = 1;

interface Client {
  socket: WebSocket;
  /** Set once the connect frame's token and session checked out. */
  userId: number | null;
  sessionId: number | null;
  /** Users whose channels this socket may follow: the user, and the client they act for. */
  owners: number[];
  channels: Set<string>;
  alive: boolean;
  connectTimer: NodeJS.Timeout | null;
  /** Frames are handled one after another, so a client may send subscribe right after connect. */
  queue: Promise<void>;
}

/**
 * The server side of the realtime protocol (contract schemas/realtime.ts): checks the token and
 * its session, lets a socket follow only its own channels, and relays the hub's publications,
 * serialized once per publication however many sockets follow the channel.
 */
export class RealtimeGateway {
  private readonly clients = new Set<Client>();
  private readonly byChannel = new Map<string, { clients: Set<Client>; stop: () => void }>();
  private readonly bySession = new Map<number, Set<Client>>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly hub: RealtimeHub,
    private readonly tokens: RealtimeTokens,
    invalidation: InvalidationBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.heartbeat = setInterval(() => this.beat(), PING_INTERVAL_SECONDS * 1000);
    this.heartbeat.unref();
    // A sign-out, block or password change ends sessions: their sockets close too. After the
    // bus may have missed messages (`everything`), every socket's session is checked again.
    invalidation.subscribe((message) => {
      if (message.kind === 'portfolio-data' || message.kind === 'tenants') return;
      const affected =
        message.kind === 'session'
          ? [...(this.bySession.get(message.id) ?? [])]
          : message.kind === 'user'
            ? [...this.clients].filter((c) => c.userId === message.id)
            : [...this.clients].filter((c) => c.sessionId !== null);
      const sessionIds = new Set(affected.map((c) => c.sessionId!));
      for (const sessionId of sessionIds) void this.recheck(sessionId);
    });
  }

  get size(): number {
    return this.clients.size;
  }

  accept(socket: WebSocket): void {
    const client: Client = {
      socket,
      userId: null,
      sessionId: null,
      owners: [],
      channels: new Set(),
      alive: true,
      connectTimer: null,
      queue: Promise.resolve(),
    };
    client.connectTimer = setTimeout(
      () => socket.close(RealtimeCloseCode.connectTimeout, 'connect timeout'),
      CONNECT_TIMEOUT_MS,
    );
    this.clients.add(client);
    socket.on('pong', () => (client.alive = true));
    socket.on('message', (data, isBinary) => {
      client.queue = client.queue
        .then(() => this.receive(client, data, isBinary))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'realtime frame failed');
        });
    });
    socket.on('close', () => this.drop(client));
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.socket.terminate();
  }

  private async receive(client: Client, data: RawData, isBinary: boolean): Promise<void> {
    let frame: RealtimeClientFrame;
    try {
      if (isBinary) throw new Error('binary');
      const parsed = realtimeClientFrameSchema.safeParse(JSON.parse(rawText(data)));
      if (!parsed.success) throw new Error('shape');
      frame = parsed.data;
    } catch {
      return this.fail(client, undefined, RealtimeErrorCode.badFrame, RealtimeMessages.badFrame);
    }
    const id = frame.id;
    if ('connect' in frame) return this.connect(client, id, frame.connect.token);
    if ('ping' in frame) return this.send(client, { ...withId(id), pong: {} });
    if (client.userId === null)
      return this.fail(client, id, RealtimeErrorCode.notConnected, RealtimeMessages.notConnected);
    if ('subscribe' in frame) return this.subscribe(client, id, frame.subscribe.channel);
    this.leave(client, frame.unsubscribe.channel);
    this.send(client, { ...withId(id), unsubscribe: { channel: frame.unsubscribe.channel } });
  }

  private async connect(client: Client, id: number | undefined, token: string): Promise<void> {
    if (client.userId !== null) {
      return this.fail(client, id, RealtimeErrorCode.alreadyConnected, RealtimeMessages.alreadyConnected);
    }
    const claims = this.tokens.verify(token, new Date());
    const session = claims ? await findOpenSession(this.db, claims.sid) : undefined;
    if (!claims || !session || session.userId !== claims.sub || !usable(session)) {
      this.fail(client, id, RealtimeErrorCode.invalidToken, RealtimeMessages.invalidToken);
      client.socket.close(RealtimeCloseCode.invalidToken, 'invalid token');
      return;
    }
    if (client.socket.readyState !== OPEN) return;
    if (client.connectTimer) clearTimeout(client.connectTimer);
    client.connectTimer = null;
    client.userId = claims.sub;
    client.sessionId = claims.sid;
    client.owners = claims.act !== undefined && claims.act !== claims.sub ? [claims.sub, claims.act] : [claims.sub];
    let sessionClients = this.bySession.get(claims.sid);
    if (!sessionClients) this.bySession.set(claims.sid, (sessionClients = new Set()));
    sessionClients.add(client);
    this.send(client, { ...withId(id), connect: { user_id: claims.sub, ping_interval: PING_INTERVAL_SECONDS } });
  }

  private subscribe(client: Client, id: number | undefined, channel: string): void {
    const match = CHANNEL.exec(channel);
    if (!match || !client.owners.includes(Number(match[2]))) {
      return this.fail(client, id, RealtimeErrorCode.permissionDenied, RealtimeMessages.permissionDenied);
    }
    if (!client.channels.has(channel)) {
      if (client.channels.size >= MAX_SUBSCRIPTIONS) {
        return this.fail(client, id, RealtimeErrorCode.tooManySubscriptions, RealtimeMessages.tooManySubscriptions);
      }
      client.channels.add(channel);
      let entry = this.byChannel.get(channel);
      if (!entry) {
        const clients = new Set<Client>();
        entry = { clients, stop: this.hub.subscribe(channel, (data) => this.relay(channel, clients, data)) };
        this.byChannel.set(channel, entry);
      }
      entry.clients.add(client);
    }
    this.send(client, { ...withId(id), subscribe: { channel } });
  }

  /** One serialization per publication, then the same bytes to every socket on the channel. */
  private relay(channel: string, clients: Set<Client>, data: unknown): void {
    const frame = Buffer.from(JSON.stringify({ channel, data } satisfies RealtimeServerFrame));
    for (const client of clients) if (client.socket.readyState === OPEN) client.socket.send(frame, { binary: false });
  }

  private leave(client: Client, channel: string): void {
    if (!client.channels.delete(channel)) return;
    const entry = this.byChannel.get(channel);
    if (!entry) return;
    entry.clients.delete(client);
    if (entry.clients.size === 0) {
      entry.stop();
      this.byChannel.delete(channel);
    }
  }

  private drop(client: Client): void {
    if (client.connectTimer) clearTimeout(client.connectTimer);
    for (const channel of [...client.channels]) this.leave(client, channel);
    if (client.sessionId !== null) {
      const set = this.bySession.get(client.sessionId);
      set?.delete(client);
      if (set && set.size === 0) this.bySession.delete(client.sessionId);
    }
    this.clients.delete(client);
  }

  private async recheck(sessionId: number): Promise<void> {
    const session = await findOpenSession(this.db, sessionId).catch(() => undefined);
    if (session && usable(session)) return;
    for (const client of this.bySession.get(sessionId) ?? []) {
      client.socket.close(RealtimeCloseCode.sessionEnded, 'session ended');
    }
  }

  private beat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      if (client.socket.readyState === OPEN) client.socket.ping();
    }
  }

  private fail(client: Client, id: number | undefined, code: RealtimeErrorCode, message: string): void {
    this.send(client, { ...withId(id), error: { code, message } });
  }

  private send(client: Client, frame: RealtimeServerFrame): void {
    if (client.socket.readyState === OPEN) client.socket.send(JSON.stringify(frame));
  }
}

function withId(id: number | undefined): { id?: number } {
  return id === undefined ? {} : { id };
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function usable(session: NonNullable<Awaited<ReturnType<typeof findOpenSession>>>): boolean {
  if (!session.isActive || session.blockedAt) return false;
  return !session.twoFactorReason || session.twoFactorConfirmedAt !== null;
}
