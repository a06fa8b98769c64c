import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireDataDirLock } from './data-dir-lock.js';

export type Schema = typeof schema;
/** The query surface both drivers share; services and repositories depend only on this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  migrate(): Promise<void>;
  ping(): Promise<number>;
  close(): Promise<void>;
  /** The pool behind `db` on PostgreSQL (LISTEN/NOTIFY and job queues need real connections). */
  pool?: pg.Pool;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null } // null: in memory, for tests
  | { kind: 'postgres'; url: string; max?: number };

/** Migrations sit beside the source in development and are copied beside the bundle in dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return process.env.MIGRATIONS_DIR ?? candidates.find((c) => fs.existsSync(path.join(c, 'meta'))) ?? candidates[0]!;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // Fail now, with the server's own message, rather than on the first request.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      pool,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
      ping: () => timed(() => db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  let client: PGlite;
  try {
    client = options.dataDir ? new PGlite(path.join(options.dataDir, 'pgdata')) : new PGlite();
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    ping: () => timed(() => db.execute(sql`select 1`)),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
