import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.js';
import { jobs } from '../../../src/db/schema/index.js';
import { createJobQueue } from '../../../src/platform/jobs/create-job-queue.js';
import { DEFAULT_JOB_SETTINGS, type JobQueue } from '../../../src/platform/jobs/job-queue.js';
import { LOCAL_POSTGRES_URL, createTestDatabase } from '../../helpers/test-database.js';
import { silentLogger } from '../../helpers/silent-logger.js';

// Two job queues, each on its own connection pool of one PostgreSQL database: two server
// processes. A job queued by one is announced with NOTIFY and the other runs it at once, long
// before its next poll (a minute away here).

let primary: DatabaseHandle & { url?: string };
let second: DatabaseHandle;
let producer: JobQueue;
let worker: JobQueue;

beforeAll(async () => {
  primary = await createTestDatabase(LOCAL_POSTGRES_URL);
  second = await openDatabase({ kind: 'postgres', url: primary.url!, max: 3 });
  const settings = { ...DEFAULT_JOB_SETTINGS, pollIntervalMs: 60_000 };
  producer = createJobQueue(primary, silentLogger, { ...settings, concurrency: 0 });
  worker = createJobQueue(second, silentLogger, settings);
});

afterAll(async () => {
  await producer.stop();
  await worker.stop();
  await second.close();
  await primary.close();
});

it('a job queued by one process wakes the other through NOTIFY, not its poll', async () => {
  const ran: number[] = [];
  producer.register('cross', { run: async () => {} });
  worker.register<{ n: number }>('cross', { run: async (job) => void ran.push(job.payload.n) });
  await producer.start();
  await worker.start();
  // The worker's first look found nothing; its next poll is a minute away.
  await worker.settled();
  const queuedAt = Date.now();
  const id = await producer.enqueue('cross', { n: 42 });
  await vi.waitFor(
    async () => {
      const [row] = await primary.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row!.state).toBe('succeeded');
    },
    { timeout: 10_000, interval: 20 },
  );
  expect(ran).toEqual([42]);
  expect(Date.now() - queuedAt).toBeLessThan(10_000);
});
