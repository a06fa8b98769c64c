import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { JobQueue, type JobQueueSettings } from './job-queue.js';
import { PostgresJobWakeup } from './job-wakeup.js';

/** PGlite serves one process, which wakes itself; on PostgreSQL, NOTIFY wakes every process. */
export function createJobQueue(database: DatabaseHandle, log: FastifyBaseLogger, settings: JobQueueSettings): JobQueue {
  const wakeup = database.pool ? new PostgresJobWakeup(database.pool, log) : undefined;
  return new JobQueue(database.db, log.child({ component: 'jobs' }), settings, wakeup);
}
