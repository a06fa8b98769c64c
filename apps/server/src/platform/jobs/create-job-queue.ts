import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { JobQueue, type JobQueueSettings } from './job-queue.js';
import { PostgresJobWakeup } from './job-wakeup.js';

/**
 * PGlite serves one process, which wakes itself; on PostgreSQL, NOTIFY wakes every process. A
 * database only this process can open (PGlite on its locked data directory) lets the queue take
 * over at start the jobs a crashed process left running.
 */
export function createJobQueue(database: DatabaseHandle, log: FastifyBaseLogger, settings: JobQueueSettings): JobQueue {
  const wakeup = database.pool ? new PostgresJobWakeup(database.pool, log) : undefined;
  return new JobQueue(database.db, log.child({ component: 'jobs' }), settings, wakeup, database.exclusive ?? false);
}
