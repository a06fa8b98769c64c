import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobs, type JobRow } from '../../db/schema/jobs.js';

/** Milliseconds from the database's clock, so every process agrees on leases and retry times. */
const fromNow = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))}::int * interval '1 millisecond'`;

export async function insertJob(
  db: Database,
  values: { queue: string; payload: Record<string, unknown>; maxAttempts: number; delayMs: number },
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      queue: values.queue,
      payload: values.payload,
      maxAttempts: values.maxAttempts,
      runAt: fromNow(values.delayMs),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * Takes the next due job of the given queues, in one statement: a queued job whose time has come,
 * or a running one whose lease ran out (its process died). `FOR UPDATE SKIP LOCKED` lets several
 * processes claim at once without waiting on each other or taking the same row.
 */
export async function claimJob(
  db: Database,
  queues: string[],
  workerId: string,
  leaseMs: number,
): Promise<JobRow | undefined> {
  if (queues.length === 0) return undefined;
  const next = sql`(
    select ${jobs.id} from ${jobs}
    where ${inArray(jobs.queue, queues)}
      and ((${jobs.state} = 'queued' and ${jobs.runAt} <= now())
        or (${jobs.state} = 'running' and ${jobs.lockedUntil} < now()))
    order by ${jobs.runAt}, ${jobs.id}
    limit 1
    for update skip locked
  )`;
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: workerId,
      lockedUntil: fromNow(leaseMs),
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, next))
    .returning();
  return row;
}

/**
 * Makes every job that another process left running due at once, rather than when its lease
 * lapses: a process that died mid-job (SIGKILL, out of memory, power cut) leaves its jobs
 * `running` for up to a whole lease. Only for a database no other live process can open (PGlite
 * on its locked data directory): there, a worker of another process is a dead one. Workers of
 * this very process (whose ids start with `ownPrefix`) are left alone.
 */
export async function releaseLeasesOfOtherProcesses(db: Database, ownPrefix: string): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() - interval '1 second'`, updatedAt: sql`now()` })
    .where(
      and(
        eq(jobs.state, 'running'),
        sql`(${jobs.lockedBy} is null or left(${jobs.lockedBy}, ${ownPrefix.length}) <> ${ownPrefix})`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

/** Only the lease holder may change a running job: one that lost its lease changes nothing. */
const held = (id: number, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.state, 'running'));

export async function extendLease(db: Database, id: number, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: fromNow(leaseMs), updatedAt: sql`now()` })
    .where(held(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markSucceeded(db: Database, id: number, workerId: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: 'succeeded', lockedBy: null, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(held(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Back to the queue to run again after `delayMs`. */
export async function scheduleRetry(
  db: Database,
  id: number,
  workerId: string,
  error: string,
  delayMs: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'queued',
      lockedBy: null,
      lockedUntil: null,
      lastError: error,
      runAt: fromNow(delayMs),
      updatedAt: sql`now()`,
    })
    .where(held(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function markFailed(db: Database, id: number, workerId: string, error: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'failed',
      lockedBy: null,
      lockedUntil: null,
      lastError: error,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(held(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function findJob(db: Database, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}
