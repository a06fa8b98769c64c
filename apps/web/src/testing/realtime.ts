import { ws } from 'msw';
import { realtimeUrl } from '../lib/realtime/realtime';

/**
 * The realtime socket as the server speaks it (contract schemas/realtime.ts): it answers connect
 * and subscribe, and `publish` pushes a frame to every connected tab. Every test gets this
 * handler (mocks/handlers.ts), so signed-in pages open their socket as they do in the browser.
 */
// The exact address the app derives (MSW 2.15 does not match wildcard or RegExp WebSocket links).
export const realtimeLink = ws.link(realtimeUrl());

export const realtimeHandler = realtimeLink.addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    let frame: Record<string, unknown>;
    try {
      frame = JSON.parse(String(event.data)) as Record<string, unknown>;
    } catch {
      return;
    }
    const id = typeof frame.id === 'number' ? { id: frame.id } : {};
    if ('connect' in frame) client.send(JSON.stringify({ ...id, connect: { user_id: 7, ping_interval: 25 } }));
    if ('subscribe' in frame) {
      const channel = (frame.subscribe as { channel: string }).channel;
      client.send(JSON.stringify({ ...id, subscribe: { channel } }));
    }
  });
});

/** A publication on `channel`, as the server sends it to every socket that follows it. */
export function publish(channel: string, data: unknown): void {
  realtimeLink.broadcast(JSON.stringify({ channel, data }));
}
