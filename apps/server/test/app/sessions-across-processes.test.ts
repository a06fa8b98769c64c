import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadEnv } from '../../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../helpers/auth-client.js';
import { sydneyToday } from '../../src/modules/dashboard/dashboard-period.js';
import { TEST_OPERATOR_KEY } from '../helpers/test-app.js';
import { LOCAL_POSTGRES_URL, createTestDatabase } from '../helpers/test-database.js';

// Two app instances, each with its own connection pool, on one PostgreSQL database: the same
// shape as two server processes behind a load balancer. Sessions are cached per instance, so
// this proves that ending a session in one is seen at once by the other (LISTEN/NOTIFY). The
// dashboard's cards are kept per instance between imports in the same way.
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
  const env = loadEnv({ PORTAL_DEMO: '1', OPERATOR_KEY: TEST_OPERATOR_KEY });
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

describe('dashboard cards across server processes', () => {
  it('a feed imported through one process shows on the other at once, despite its kept cards', async () => {
    const key = await signIn(b, INVESTOR);
    const setup = (
      await b.inject({ method: 'GET', url: '/api/ipm/dashboard/filter-setup/', headers: bearer(key) })
    ).json();
    const account = setup.accounts[0] as { id: number; investment_options: Array<{ id: number }> };
    const option = account.investment_options[0]!.id;
    const codes = (
      await primary.pool!.query(
        'select a.external_code as account, o.external_code as option from investment_options o join accounts a on a.id = o.account_id where o.id = $1',
        [option],
      )
    ).rows[0] as { account: string; option: string };
    const total = async () =>
      (
        await b.inject({
          method: 'GET',
          url: `/api/ipm/dashboard/total-asset-value/?period=twelve_months&investment_option=${option}`,
          headers: bearer(key),
        })
      ).json().totals.total_asset as string;
    const before = await total();
    expect(await total()).toBe(before); // b keeps the card now

    const feed = `account_code,option_code,date,total_asset_value,margin_loan\n${codes.account},${codes.option},${sydneyToday(new Date())},9876543.21,\n`;
    const imported = await a.inject({
      method: 'POST',
      url: '/api/operator/imports/valuations/',
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}`, 'content-type': 'text/csv' },
      payload: feed,
    });
    expect(imported.json()).toMatchObject({ imported: true });
    expect(await eventually(async () => (await total()) === '9876543.21', 1000)).toBe(true);
    // "Data available up to" moves with it: the demo data ends yesterday, the feed gave today.
    const latest = await b.inject({ method: 'GET', url: '/api/ipm/dashboard/filter-setup/', headers: bearer(key) });
    expect(setup.latest_availability_date).not.toBe(sydneyToday(new Date()));
    expect(latest.json().latest_availability_date).toBe(sydneyToday(new Date()));
  });
});

describe('company applications across server processes', () => {
  it('an application changed through one process is served by the other at once, despite its in-memory copy', async () => {
    const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
    const current = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/company-applications/current-application/' })).json() as {
        id: number;
        configuration: { name: string; settings: Record<string, unknown> } & Record<string, unknown>;
      };
    const before = await current(b); // b holds its copy
    const { name: _name, settings, ...rest } = before.configuration;
    const editable = {
      ...rest,
      name: 'Renamed through a',
      settings: {
        ...settings,
        reinvestment_cutoff_business_days: undefined,
        early_redemption_penalty_text: undefined,
      },
      reason: 'Across processes',
    };
    const res = await a.inject({
      method: 'PATCH',
      url: `/api/operator/applications/${before.id}/`,
      headers: operator,
      payload: JSON.parse(JSON.stringify(editable)) as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await current(a)).configuration.name).toBe('Renamed through a');
    expect(await eventually(async () => (await current(b)).configuration.name === 'Renamed through a')).toBe(true);
  });
});
