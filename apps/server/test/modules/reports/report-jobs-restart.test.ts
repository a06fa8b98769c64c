import { REPORT_TYPES, type GeneratedReport } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { loadEnv } from '../../../src/config/env.js';
import type { DatabaseHandle } from '../../../src/db/client.js';
import { jobs } from '../../../src/db/schema/index.js';
import { seedDemoData } from '../../../src/db/seed/index.js';
import { MemoryFileStorage } from '../../../src/platform/files/memory-file-storage.js';
import { INVESTOR, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY } from '../../helpers/test-app.js';
import { createTestDatabase } from '../../helpers/test-database.js';

/**
 * A report asked for just before the server stops is rendered by the next server on the same
 * database: the request is a row in `jobs`, not a promise in a process that is gone.
 */
let database: DatabaseHandle;
const files = new MemoryFileStorage();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { files });
});
afterAll(() => database.close());

function start(env: Record<string, string>): Promise<FastifyInstance> {
  return buildApp({
    env: loadEnv({ PORTAL_DEMO: '1', OPERATOR_KEY: TEST_OPERATOR_KEY, JOB_POLL_INTERVAL_MS: '50', ...env }),
    database,
    version: 'test',
    fileStorage: files,
  });
}

it('a report queued before a restart is completed by the next server on the same database', async () => {
  // The first server runs no jobs (JOB_CONCURRENCY=0), like a process that stops right after the request.
  const first = await start({ JOB_CONCURRENCY: '0' });
  const key = await signIn(first, INVESTOR);
  const years = (
    await first.inject({ method: 'GET', url: '/api/ipm/reports/financial-years/', headers: bearer(key) })
  ).json();
  const fy = years.financial_years_list[1];
  const [account] = (
    await first.inject({
      method: 'GET',
      url: `/api/ipm/reports/accounts/?start_date=${fy.start_date}&end_date=${fy.end_date}`,
      headers: bearer(key),
    })
  ).json();
  const created = await first.inject({
    method: 'POST',
    url: '/api/ipm/reports/',
    headers: bearer(key),
    payload: {
      accounts: [account.id],
      investment_options: account.investment_options.map((o: { id: number }) => o.id),
      report_types: REPORT_TYPES.map((r) => r.id),
      start_date: fy.start_date,
      end_date: fy.end_date,
    },
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as GeneratedReport).id;
  await first.close();
  const jobOf = async () =>
    (
      await database.db
        .select()
        .from(jobs)
        .where(sql`${jobs.payload}->>'report_id' = ${String(id)}`)
    )[0];
  const queued = await jobOf();
  expect(queued).toMatchObject({ state: 'queued', attempts: 0 });

  const second = await start({});
  try {
    let report!: GeneratedReport;
    await vi.waitFor(
      async () => {
        const list = await second.inject({ method: 'GET', url: '/api/ipm/reports/', headers: bearer(key) });
        report = (list.json().results as GeneratedReport[]).find((r) => r.id === id)!;
        expect(report.status).toBe('ready');
      },
      { timeout: 30_000, interval: 50 },
    );
    const pdf = await second.inject({ method: 'GET', url: report.link!, headers: bearer(key) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The job is recorded right after the report is marked ready.
    await vi.waitFor(async () => expect(await jobOf()).toMatchObject({ state: 'succeeded', attempts: 1 }), {
      timeout: 10_000,
      interval: 20,
    });
  } finally {
    await second.close();
  }
});
