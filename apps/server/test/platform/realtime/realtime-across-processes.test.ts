import { inAppNotificationsChannel } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { loadEnv } from '../../../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.js';
import { seedDemoData } from '../../../src/db/seed/index.js';
import { INVESTOR, bearer, signIn } from '../../helpers/auth-client.js';
import { subscribed, type TestSocket } from '../../helpers/realtime-client.js';
import { TEST_OPERATOR_KEY } from '../../helpers/test-app.js';
import { LOCAL_POSTGRES_URL, createTestDatabase } from '../../helpers/test-database.js';

// Two app instances, each with its own connection pool, on one PostgreSQL database: the shape of
// two server processes behind a load balancer. A browser's socket may sit on one while the
// notification is created through the other; LISTEN/NOTIFY carries it across.
let primary: DatabaseHandle & { url?: string };
let second: DatabaseHandle;
let a: FastifyInstance;
let b: FastifyInstance;
let urlA: string;
let urlB: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  primary = await createTestDatabase(LOCAL_POSTGRES_URL);
  await seedDemoData(primary.db);
  // A process keeps three pooled connections LISTENing (sessions, realtime, job wake-ups): leave room
  // for requests, or every query waits for a free connection.
  second = await openDatabase({ kind: 'postgres', url: primary.url!, max: 6 });
  // The processes share the operator key, as they must for the admin CLI: the realtime token's key derives from it.
  const env = loadEnv({ PORTAL_DEMO: '1', OPERATOR_KEY: TEST_OPERATOR_KEY });
  a = await buildApp({ env, database: primary, version: 'test' });
  b = await buildApp({ env, database: second, version: 'test' });
  urlA = await a.listen({ port: 0, host: '127.0.0.1' });
  urlB = await b.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  await a.close();
  await b.close();
  await second.close();
  await primary.close();
});

async function realtimeToken(app: FastifyInstance, key: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/profiles/centrifugo-auth-token/', headers: bearer(key) });
  return res.json().token as string;
}

const notifyThrough = (app: FastifyInstance, title: string) =>
  app.inject({
    method: 'POST',
    url: '/api/operator/notifications/',
    headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
    payload: { email: INVESTOR.email, title, description: 'Across processes' },
  });

describe('realtime across server processes', () => {
  it('a notification created on one process reaches a socket on the other, once', async () => {
    const key = await signIn(a, INVESTOR);
    const profile = await a.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) });
    const userId = profile.json().user_id as number;
    const onA = await subscribed(urlA, await realtimeToken(a, key), inAppNotificationsChannel(userId));
    const onB = await subscribed(urlB, await realtimeToken(a, key), inAppNotificationsChannel(userId));
    sockets.push(onA, onB);

    const created = await notifyThrough(b, 'Made on B');
    expect(created.statusCode).toBe(201);
    const { user_id: owner, ...notification } = (created.json() as { notifications: Array<{ user_id: number }> })
      .notifications[0]!;
    expect(owner).toBe(userId);
    expect(await onA.next(3000)).toEqual({ channel: `inapp#${userId}`, data: notification });
    expect(((await onB.next(3000)).data as { title: string }).title).toBe('Made on B');

    // Exactly once on each: the publishing process does not also deliver its own NOTIFY echo.
    const second = await notifyThrough(a, 'Made on A');
    expect(((await onA.next(3000)).data as { title: string }).title).toBe('Made on A');
    expect(((await onB.next(3000)).data as { title: string }).title).toBe('Made on A');
    await expect(onA.next(300)).rejects.toThrow('no frame');
    await expect(onB.next(300)).rejects.toThrow('no frame');
    expect(second.statusCode).toBe(201);
  });

  it('a publication too large for NOTIFY still tells the other process that something arrived', async () => {
    const key = await signIn(a, INVESTOR);
    const userId = (await a.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) })).json()
      .user_id as number;
    const onA = await subscribed(urlA, await realtimeToken(a, key), inAppNotificationsChannel(userId));
    const onB = await subscribed(urlB, await realtimeToken(a, key), inAppNotificationsChannel(userId));
    sockets.push(onA, onB);
    // 2,000 three-byte characters and a long address: over PostgreSQL's 8,000-byte NOTIFY limit.
    const res = await b.inject({
      method: 'POST',
      url: '/api/operator/notifications/',
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
      payload: {
        email: INVESTOR.email,
        title: 'Large',
        description: '€'.repeat(2000),
        redirect_url: `https://example.com/${'a'.repeat(1900)}`,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(((await onB.next(3000)).data as { title: string }).title).toBe('Large');
    expect(await onA.next(3000)).toEqual({ channel: `inapp#${userId}`, data: null });
  });

  it('keeps relaying after PostgreSQL ends the listening connection', async () => {
    const key = await signIn(a, INVESTOR);
    const userId = (await a.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) })).json()
      .user_id as number;
    const onA = await subscribed(urlA, await realtimeToken(a, key), inAppNotificationsChannel(userId));
    sockets.push(onA);
    // What a PostgreSQL restart or an administrator does to every backend, here to the listeners only.
    const ended = await primary.pool!.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN portal_realtime'`,
    );
    expect(ended.rowCount).toBe(2); // A's and B's listeners
    // Within a few seconds process A listens again: a notification made on B reaches A's socket.
    let delivered = false;
    for (let attempt = 0; attempt < 20 && !delivered; attempt++) {
      await notifyThrough(b, `After the restart ${attempt}`);
      delivered = await onA.next(500).then(
        () => true,
        () => false,
      );
    }
    expect(delivered).toBe(true);
  });

  it('a token issued by one process opens a socket on the other', async () => {
    const key = await signIn(b, INVESTOR);
    const profile = await b.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) });
    const socket = await subscribed(
      urlA,
      await realtimeToken(b, key),
      inAppNotificationsChannel(profile.json().user_id),
    );
    sockets.push(socket);
  });
});
