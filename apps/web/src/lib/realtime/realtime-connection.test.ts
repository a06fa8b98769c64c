import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/mocks/server';
import { realtimeLink } from '../../testing/realtime';
import { RealtimeConnection } from './realtime-connection';
import { realtimeUrl } from './realtime';

let connection: RealtimeConnection | undefined;
afterEach(() => connection?.stop());

/** Records what each socket sent and can drop it, as a restart does (the default handler answers). */
function fakeServer() {
  const sockets: Array<{ frames: unknown[]; close: () => void }> = [];
  server.use(
    realtimeLink.addEventListener('connection', ({ client }) => {
      const socket = { frames: [] as unknown[], close: () => client.close(1012, 'restart') };
      sockets.push(socket);
      client.addEventListener('message', (event) => {
        const frame = JSON.parse(String(event.data)) as Record<string, unknown>;
        socket.frames.push(frame);
      });
    }),
  );
  return sockets;
}

describe('RealtimeConnection', () => {
  it('connects with a token, subscribes, and after a drop reconnects with a new token and resubscribes', async () => {
    const sockets = fakeServer();
    let tokens = 0;
    let resyncs = 0;
    const received: unknown[] = [];
    connection = new RealtimeConnection({
      url: realtimeUrl(),
      getToken: async () => `token-${++tokens}`,
      initialDelayMs: 10,
    });
    connection.subscribe('inapp#7', { onMessage: (data) => received.push(data), onResync: () => (resyncs += 1) });
    connection.start();

    await waitFor(() =>
      expect(sockets[0]?.frames).toEqual([{ connect: { token: 'token-1' } }, { subscribe: { channel: 'inapp#7' } }]),
    );
    realtimeLink.broadcast(JSON.stringify({ channel: 'inapp#7', data: { id: 1 } }));
    realtimeLink.broadcast(JSON.stringify({ channel: 'reports#7', data: { reports_count: 2 } }));
    await waitFor(() => expect(received).toEqual([{ id: 1 }]));

    sockets[0]!.close();
    await waitFor(() =>
      expect(sockets[1]?.frames).toEqual([{ connect: { token: 'token-2' } }, { subscribe: { channel: 'inapp#7' } }]),
    );
    // What arrived while it was down is read again by whoever listens.
    expect(resyncs).toBe(1);
  });

  it('keeps trying, further apart, while the token call fails (the server is down)', async () => {
    fakeServer();
    const tries: number[] = [];
    connection = new RealtimeConnection({
      url: realtimeUrl(),
      getToken: async () => {
        tries.push(Date.now());
        throw new Error('down');
      },
      initialDelayMs: 20,
      maxDelayMs: 200,
    });
    connection.start();
    await waitFor(() => expect(tries.length).toBeGreaterThanOrEqual(4), { timeout: 3000 });
    connection.stop();
    const gaps = tries.slice(1).map((t, i) => t - tries[i]!);
    // Exponential backoff with jitter: each wait is at least half of its doubling base.
    expect(gaps[2]!).toBeGreaterThanOrEqual(40);
    const count = tries.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(tries.length).toBe(count); // stopped means stopped
  });
});
