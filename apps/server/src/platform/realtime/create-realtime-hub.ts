import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import { LocalRealtimeHub, type RealtimeHub } from './realtime-hub.js';
import { PostgresRealtimeHub } from './postgres-realtime-hub.js';

/** PGlite serves one process, so the local hub is enough; PostgreSQL may have many processes. */
export async function createRealtimeHub(database: DatabaseHandle, log: FastifyBaseLogger): Promise<RealtimeHub> {
  if (!database.pool) return new LocalRealtimeHub();
  const hub = new PostgresRealtimeHub(database.pool, log);
  await hub.start();
  return hub;
}
