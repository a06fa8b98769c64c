import type { RealtimeClientFrame, RealtimeServerFrame } from '@portal/contract';

export type ChannelListener = {
  /** A publication on the channel (data may be null: "something changed, read it again"). */
  onMessage: (data: unknown) => void;
  /** The socket came back after a drop: publications may have been missed meanwhile. */
  onResync?: () => void;
};

export interface RealtimeConnectionOptions {
  /** ws(s)://.../api/realtime/ */
  url: string;
  /** A fresh token for each (re)connection: tokens live a minute. */
  getToken: () => Promise<string>;
  /** First wait after a drop; doubles each failed try up to `maxDelayMs`, with jitter. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

type Frame = RealtimeServerFrame & Record<string, unknown>;

/**
 * One WebSocket per signed-in tab, shared by every feature that follows a channel (protocol in
 * the contract's schemas/realtime.ts). It connects with a token, subscribes to the channels
 * asked for, and after any drop (network, server restart, deploy) gets a new token and
 * reconnects with exponential backoff and jitter, so a restarted server is not stampeded.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private connected = false;
  private everConnected = false;
  private stopped = true;
  /** Bumped by every start and stop, so a token fetch that outlived its run opens nothing. */
  private run = 0;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private readonly channels = new Map<string, Set<ChannelListener>>();

  constructor(private readonly options: RealtimeConnectionOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.run += 1;
    void this.open(this.run);
  }

  stop(): void {
    this.stopped = true;
    this.run += 1;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const socket = this.socket;
    this.socket = null;
    this.connected = false;
    socket?.close(1000, 'signed out');
  }

  subscribe(channel: string, listener: ChannelListener): () => void {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      this.channels.set(channel, (listeners = new Set()));
      if (this.connected) this.send({ subscribe: { channel } });
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.channels.get(channel) !== listeners) return;
      this.channels.delete(channel);
      if (this.connected) this.send({ unsubscribe: { channel } });
    };
  }

  private async open(run: number): Promise<void> {
    let token: string;
    try {
      token = await this.options.getToken();
    } catch {
      if (run === this.run) this.scheduleReconnect();
      return;
    }
    if (run !== this.run) return;
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.addEventListener('open', () => socket.send(JSON.stringify({ connect: { token } })));
    socket.addEventListener('message', (event) => this.receive(socket, event.data));
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.connected = false;
      this.scheduleReconnect();
    });
  }

  private receive(socket: WebSocket, raw: unknown): void {
    if (socket !== this.socket || typeof raw !== 'string') return;
    let frame: Frame;
    try {
      frame = JSON.parse(raw) as Frame;
    } catch {
      return;
    }
    if ('connect' in frame) {
      this.connected = true;
      this.attempt = 0;
      for (const channel of this.channels.keys()) this.send({ subscribe: { channel } });
      // After a drop, whoever listens reads again what may have changed while the socket was down.
      if (this.everConnected) for (const set of this.channels.values()) set.forEach((l) => l.onResync?.());
      this.everConnected = true;
      return;
    }
    if ('channel' in frame && typeof frame.channel === 'string') {
      for (const listener of this.channels.get(frame.channel) ?? []) listener.onMessage(frame.data);
    }
  }

  private send(frame: RealtimeClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retry) return;
    const { initialDelayMs = 1000, maxDelayMs = 30_000 } = this.options;
    const base = Math.min(maxDelayMs, initialDelayMs * 2 ** this.attempt);
    this.attempt += 1;
    const delay = base / 2 + Math.random() * (base / 2);
    const run = this.run;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.open(run);
    }, delay);
  }
}
