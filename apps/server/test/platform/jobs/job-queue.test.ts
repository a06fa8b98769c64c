import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.js';
import { jobs } from '../../../src/db/schema/index.js';
import { createJobQueue } from '../../../src/platform/jobs/create-job-queue.js';
import {
  DEFAULT_JOB_SETTINGS,
  type JobHandler,
  type JobQueue,
  type JobQueueSettings,
} from '../../../src/platform/jobs/job-queue.js';
import { createTestDatabase } from '../../helpers/test-database.js';
import { silentLogger } from '../../helpers/silent-logger.js';

/**
 * The durable job queue on a real database: PGlite by default, PostgreSQL with TEST_DATABASE_URL
 * (where every queue below also LISTENs for NOTIFY wake-ups). Each test uses its own queue name,
 * so one test's jobs are never claimed by another's workers.
 */

let database: DatabaseHandle;
const started: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(started.splice(0).map((q) => q.stop()));
});
afterAll(() => database.close());

let queueCounter = 0;
const newQueueName = () => `test-${++queueCounter}`;

/** A worker as a server process has one, with fast polls and retries for the test. */
function worker(settings: Partial<JobQueueSettings> = {}, handle: DatabaseHandle = database): JobQueue {
  const queue = createJobQueue(handle, silentLogger, {
    ...DEFAULT_JOB_SETTINGS,
    pollIntervalMs: 25,
    retryBaseMs: 5,
    stopTimeoutMs: 2000,
    ...settings,
  });
  started.push(queue);
  return queue;
}

const jobRow = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const until = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

/** A promise with its resolve exposed: handlers wait on it so a test decides when a job ends. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('a job', () => {
  it('runs once its worker starts, outside any transaction, and is recorded as succeeded', async () => {
    const name = newQueueName();
    const seen: unknown[] = [];
    const queue = worker();
    queue.register<{ n: number }>(name, { run: async (job) => void seen.push(job.payload) });
    await queue.start();
    const id = await queue.enqueue(name, { n: 7 });
    await until(async () => expect((await jobRow(id)).state).toBe('succeeded'));
    expect(seen).toEqual([{ n: 7 }]);
    const row = await jobRow(id);
    expect(row.attempts).toBe(1);
    expect(row.lockedBy).toBeNull();
    expect(row.finishedAt).not.toBeNull();
  });

  it('is waited for by idle(), with the job it queued in turn, and a job queued in a transaction', async () => {
    const name = newQueueName();
    const ran: string[] = [];
    const queue = worker({ pollIntervalMs: 60_000 }); // no poll rescues idle(): only its own look
    queue.register<{ step: string }>(name, {
      run: async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ran.push(job.payload.step);
        if (job.payload.step === 'first') await queue.enqueue(name, { step: 'second' });
      },
    });
    await queue.start();
    await queue.enqueue(name, { step: 'first' });
    await queue.idle();
    expect(ran).toEqual(['first', 'second']);

    // Queued in a transaction and never announced with wake(): idle() still finds it due.
    await database.db.transaction((tx) => queue.enqueue(name, { step: 'third' }, { db: tx }).then(() => undefined));
    await queue.idle();
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('survives a restart: queued by a process that stopped, it is run by the next one on the same database', async () => {
    const name = newQueueName();
    const first = worker({ concurrency: 0 }); // a process that only queues, then goes away
    first.register(name, { run: async () => {} });
    await first.start();
    const id = await first.enqueue(name, { report: 1 });
    await first.stop();
    expect((await jobRow(id)).state).toBe('queued');

    const ran: number[] = [];
    const second = worker();
    second.register<{ report: number }>(name, { run: async (job) => void ran.push(job.payload.report) });
    await second.start();
    await until(async () => expect((await jobRow(id)).state).toBe('succeeded'));
    expect(ran).toEqual([1]);
  });

  it('is taken over when the lease of the process running it has run out', async () => {
    const name = newQueueName();
    // What a process that died mid-job leaves behind: running, its lease lapsed a minute ago.
    const [row] = await database.db
      .insert(jobs)
      .values({
        queue: name,
        payload: { n: 1 },
        state: 'running',
        attempts: 1,
        lockedBy: 'dead-host:1:0000',
        lockedUntil: new Date(Date.now() - 60_000),
      })
      .returning();
    const queue = worker();
    const attempts: number[] = [];
    queue.register(name, { run: async (job) => void attempts.push(job.attempt) });
    await queue.start();
    await until(async () => expect((await jobRow(row!.id)).state).toBe('succeeded'));
    expect(attempts).toEqual([2]);
  });

  it('left running by a dead process is run again at start, lease or not, where no other process can open the database', async () => {
    const name = newQueueName();
    // What a killed process leaves behind: running, its lease still an hour away.
    const [orphan] = await database.db
      .insert(jobs)
      .values({
        queue: name,
        payload: {},
        state: 'running',
        attempts: 1,
        lockedBy: 'dead-host:1:0000',
        lockedUntil: new Date(Date.now() + 3_600_000),
      })
      .returning();
    // A job another queue of this same process is running keeps its lease.
    const release = gate();
    const busy = worker({ concurrency: 1 });
    busy.register(name, { run: () => release.opened });
    await busy.start();
    const own = await busy.enqueue(name, {});
    await until(async () => expect((await jobRow(own)).lockedBy).toBe(busy.workerId));

    // PGlite on its locked data directory: a worker of another process is a dead one.
    const restarted = worker({}, { ...database, exclusive: true });
    const ran: Array<{ id: number; attempt: number }> = [];
    restarted.register(name, { run: async (job) => void ran.push({ id: job.id, attempt: job.attempt }) });
    await restarted.start();
    await until(async () => expect((await jobRow(orphan!.id)).state).toBe('succeeded'));
    expect(ran).toEqual([{ id: orphan!.id, attempt: 2 }]);
    expect(await jobRow(own)).toMatchObject({ state: 'running', lockedBy: busy.workerId });
    release.open();
    await until(async () => expect((await jobRow(own)).state).toBe('succeeded'));
  });

  it('is not taken over while its lease holds, and the lease is renewed while it runs', async () => {
    const name = newQueueName();
    const release = gate();
    const holder = worker({ leaseMs: 300 });
    holder.register(name, { run: () => release.opened });
    await holder.start();
    const id = await holder.enqueue(name, {});
    await until(async () => expect((await jobRow(id)).state).toBe('running'));
    const firstLease = (await jobRow(id)).lockedUntil!.getTime();

    const other = worker({ leaseMs: 300 });
    const stolen: number[] = [];
    other.register(name, { run: async (job) => void stolen.push(job.id) });
    await other.start();
    // Three lease lengths later the holder has renewed it and nobody else has run the job.
    await until(async () => expect((await jobRow(id)).lockedUntil!.getTime()).toBeGreaterThan(firstLease + 600));
    expect((await jobRow(id)).lockedBy).toBe(holder.workerId);
    expect(stolen).toEqual([]);
    release.open();
    await until(async () => expect((await jobRow(id)).state).toBe('succeeded'));
    expect(stolen).toEqual([]);
  });

  it('whose process died on its last attempt is failed, and its failure step runs', async () => {
    const name = newQueueName();
    const [row] = await database.db
      .insert(jobs)
      .values({
        queue: name,
        payload: {},
        state: 'running',
        attempts: 2,
        maxAttempts: 2,
        lockedBy: 'dead-host:1:0000',
        lockedUntil: new Date(Date.now() - 1000),
      })
      .returning();
    const failures: string[] = [];
    const queue = worker();
    queue.register(name, { run: async () => {}, failed: async (_job, error) => void failures.push(error) });
    await queue.start();
    await until(async () => expect((await jobRow(row!.id)).state).toBe('failed'));
    expect(failures).toEqual(['The process running it stopped before it finished (its lease ran out).']);
  });
});

describe('a failing job', () => {
  it('is retried with backoff up to its maximum attempts, then failed once with the last error', async () => {
    const name = newQueueName();
    const attempts: number[] = [];
    const failures: Array<{ attempt: number; error: string }> = [];
    const handler: JobHandler<object> = {
      maxAttempts: 3,
      run: async (job) => {
        attempts.push(job.attempt);
        throw new Error(`renderer broke on attempt ${job.attempt}`);
      },
      failed: async (job, error) => void failures.push({ attempt: job.attempt, error }),
    };
    const queue = worker({ retryBaseMs: 40 });
    queue.register(name, handler);
    await queue.start();
    const id = await queue.enqueue(name, {});
    await until(async () => expect((await jobRow(id)).state).toBe('failed'));
    expect(attempts).toEqual([1, 2, 3]);
    expect(failures).toEqual([{ attempt: 3, error: 'renderer broke on attempt 3' }]);
    const row = await jobRow(id);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBe('renderer broke on attempt 3');
  });

  it('waits for its backoff before the next attempt', async () => {
    const name = newQueueName();
    const queue = worker({ retryBaseMs: 60_000 });
    let calls = 0;
    queue.register(name, {
      run: async () => {
        calls += 1;
        throw new Error('not yet');
      },
    });
    await queue.start();
    const id = await queue.enqueue(name, {});
    await until(async () => expect((await jobRow(id)).lastError).toBe('not yet'));
    const row = await jobRow(id);
    expect(row.state).toBe('queued');
    // Due a minute after the failure (by the database's clock), so no poll takes it earlier.
    expect(row.runAt.getTime() - row.updatedAt.getTime()).toBeGreaterThanOrEqual(59_000);
    expect(calls).toBe(1);
  });
});

describe('concurrency', () => {
  it('runs at most `concurrency` jobs at once in one process', async () => {
    const name = newQueueName();
    const release = gate();
    let now = 0;
    let most = 0;
    const queue = worker({ concurrency: 2 });
    queue.register(name, {
      run: async () => {
        now += 1;
        most = Math.max(most, now);
        await release.opened;
        now -= 1;
      },
    });
    await queue.start();
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => queue.enqueue(name, { n })));
    await until(() => expect(queue.running).toBe(2));
    const states = await Promise.all(ids.map(async (id) => (await jobRow(id)).state));
    expect(states.filter((s) => s === 'running')).toHaveLength(2);
    expect(states.filter((s) => s === 'queued')).toHaveLength(3);
    release.open();
    await until(async () =>
      expect(await Promise.all(ids.map(async (id) => (await jobRow(id)).state))).toEqual(Array(5).fill('succeeded')),
    );
    expect(most).toBe(2);
  });

  it('several workers on one database run every job exactly once', async () => {
    const name = newQueueName();
    const runs = new Map<number, number>();
    const workers = [worker({ concurrency: 3 }), worker({ concurrency: 3 }), worker({ concurrency: 3 })];
    for (const w of workers) {
      w.register<{ n: number }>(name, {
        run: async (job) => void runs.set(job.payload.n, (runs.get(job.payload.n) ?? 0) + 1),
      });
    }
    const ids: number[] = [];
    for (let n = 0; n < 30; n++) ids.push(await workers[0]!.enqueue(name, { n }, { db: database.db }));
    await Promise.all(workers.map((w) => w.start()));
    await until(async () => {
      const rows = await database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.queue, name));
      expect(rows.every((r) => r.state === 'succeeded')).toBe(true);
    });
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(30).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
