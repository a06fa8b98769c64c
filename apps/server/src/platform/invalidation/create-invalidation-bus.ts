import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { LocalInvalidationBus, type InvalidationBus } from './invalidation-bus.js';
import { PostgresInvalidationBus } from './postgres-invalidation-bus.js';

/** PGlite serves one process, so a local bus is enough; PostgreSQL may have many processes. */
export async function createInvalidationBus(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<InvalidationBus> {
  if (!database.pool) return new LocalInvalidationBus();
  const bus = new PostgresInvalidationBus(database.pool, log);
  await bus.start();
  return bus;
}
