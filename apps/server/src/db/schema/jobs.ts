import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type JobState = 'queued' | 'running' | 'succeeded' | 'failed';

/**
 * The durable job queue (platform/jobs/). A worker claims a row by setting `running` with a
 * lease (`locked_by`, `locked_until`); a row still `running` after its lease ran out belonged to
 * a process that died and is claimed again. See platform/jobs/README.md.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Attempts started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Not claimed before this instant (retries wait here with their backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // Only unfinished rows are ever searched by the claim; finished ones stay for the record.
    index('jobs_claimable_idx')
      .on(t.queue, t.runAt)
      .where(sql`state in ('queued', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
