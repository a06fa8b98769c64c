import { once } from 'node:events';
import { WebSocket } from 'ws';

export interface TestSocket {
  ws: WebSocket;
  /** Sends an object as JSON, or a string as it is. */
  send(frame: object | string): void;
  /** The next frame the server sent, parsed; fails after `ms`. */
  next(ms?: number): Promise<Record<string, unknown>>;
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>;
}

/** A real WebSocket client (the `ws` package: Node 20 has no global WebSocket) on the portal's /api/realtime/. */
export async function openSocket(baseUrl: string): Promise<TestSocket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime/`);
  const frames: Array<Record<string, unknown>> = [];
  const waiting: Array<(frame: Record<string, unknown>) => void> = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await once(ws, 'open');
  return {
    ws,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (ms = 3000) => {
      const ready = frames.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const i = waiting.indexOf(take);
          if (i >= 0) waiting.splice(i, 1);
          reject(new Error(`no frame within ${ms} ms`));
        }, ms);
        const take = (frame: Record<string, unknown>) => {
          clearTimeout(timer);
          resolve(frame);
        };
        waiting.push(take);
      });
    },
    closed,
  };
}

/** Connects with `token` and subscribes to `channel`; returns the socket once both are confirmed. */
export async function subscribed(baseUrl: string, token: string, channel: string): Promise<TestSocket> {
  const socket = await openSocket(baseUrl);
  socket.send({ id: 1, connect: { token } });
  socket.send({ id: 2, subscribe: { channel } });
  const connected = await socket.next();
  if (!('connect' in connected)) throw new Error(`connect refused: ${JSON.stringify(connected)}`);
  const subscribedFrame = await socket.next();
  if (!('subscribe' in subscribedFrame)) throw new Error(`subscribe refused: ${JSON.stringify(subscribedFrame)}`);
  return socket;
}
