import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { seedDemoData } from '../src/db/seed/index.js';
import { STAFF, bearer, signIn } from './helpers/auth-client.js';
import { LOCAL_POSTGRES_URL, createTestDatabase } from './helpers/test-database.js';

// Two app instances, each with its own connection pool, on one PostgreSQL database: the same
// shape as two server processes behind a load balancer. Sessions are cached per instance, so
// this proves that ending a session in one is seen at once by the other (LISTEN/NOTIFY).
let primary: DatabaseHandle & { url?: string };
let second: DatabaseHandle;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  primary = await createTestDatabase(LOCAL_POSTGRES_URL);
  await seedDemoData(primary.db);
  // A process keeps three pooled connections LISTENing (sessions, realtime, job wake-ups): leave room
  // for requests, or every query waits for a free connection.
  second = await openDatabase({ kind: 'postgres', url: primary.url!, max: 6 });
  const env = loadEnv({ PORTAL_DEMO: '1' });
  a = await buildApp({ env, database: primary, version: 'test' });
  b = await buildApp({ env, database: second, version: 'test' });
});

afterAll(async () => {
  await a.close();
  await b.close();
  await second.close();
  await primary.close();
});

const profile = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) });

async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

describe('sessions across server processes', () => {
  it('a key signed in on one process works on the other', async () => {
    const key = await signIn(a, STAFF);
    expect((await profile(b, key)).statusCode).toBe(200);
  });

  it('a logout on one process stops the key on the other at once, despite its cache', async () => {
    const key = await signIn(a, STAFF);
    expect((await profile(b, key)).statusCode).toBe(200); // b now caches the session
    await a.inject({ method: 'POST', url: '/api/auth/base/logout/', headers: bearer(key) });
    // The NOTIFY round trip is milliseconds; far below the cache's 5 s life.
    expect(await eventually(async () => (await profile(b, key)).statusCode === 401, 1000)).toBe(true);
  });

  it('ending every other session on one process ends them on the other', async () => {
    const keep = await signIn(a, STAFF);
    const other = await signIn(b, STAFF);
    expect((await profile(b, other)).statusCode).toBe(200);
    await a.inject({ method: 'POST', url: '/api/auth/sessions/end-others/', headers: bearer(keep) });
    expect(await eventually(async () => (await profile(b, other)).statusCode === 401, 1000)).toBe(true);
    expect((await profile(a, keep)).statusCode).toBe(200);
  });
});
