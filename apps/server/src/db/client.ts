import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
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
  /**
   * True when no other live process can open this database: PGlite on a data directory, whose
   * lock this process holds. Whatever another process left in flight there was left by a dead one.
   */
  exclusive?: boolean;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string | null; // null: in memory, for tests
      /**
       * A data directory tarball (PGlite's dumpDataDir) to start from instead of a new cluster:
       * the API tests copy one migrated, seeded database into every test file this way.
       */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; max?: number };

/** Migrations sit beside the source in development and are copied beside the bundle in dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  return process.env.MIGRATIONS_DIR ?? candidates.find((c) => fs.existsSync(path.join(c, 'meta'))) ?? candidates[0]!;
}

/**
 * True when the newest migration on disk is already recorded as applied. Running the migrator
 * on an up-to-date database costs ~0.3 s on PGlite (it reads every file and opens a
 * transaction), so a start on an existing database asks this one question first.
 */
async function upToDate(db: Database, folder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  const table = await rows(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table.rows[0]?.present) return false;
  const applied = (await rows(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`)).rows[0]
    ?.applied;
  return applied != null && Number(applied) >= newest;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsFolder();
  // Each driver loads only when chosen: a PGlite start never loads pg, and the other way round.
  if (options.kind === 'postgres') {
    const [{ default: pgModule }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pgModule.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle connection that PostgreSQL ends (restart, failover, a killed backend) is reported on
    // the pool; without a listener Node treats it as an uncaught error and the process dies. The
    // pool has already dropped that connection and the next query takes a fresh one.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    // Fail now, with the server's own message, rather than on the first request.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      pool,
      migrate: async () => {
        if (!(await upToDate(db, folder))) await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder });
      },
      ping: () => timed(() => db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    // The back office's searches use trigram indexes (migration 0040): the extension PostgreSQL ships.
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let client: InstanceType<typeof PGlite>;
  try {
    const loadDataDir = options.loadDataDir;
    client = options.dataDir
      ? new PGlite(path.join(options.dataDir, 'pgdata'), { loadDataDir, extensions: { pg_trgm } })
      : new PGlite({ loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    exclusive: options.dataDir !== null,
    migrate: async () => {
      if (!(await upToDate(db, folder)))
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
    },
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
