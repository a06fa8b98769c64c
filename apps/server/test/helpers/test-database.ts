import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';

/** The PostgreSQL service this machine kind always runs (CI too). */
export const LOCAL_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close), so both
 * drivers run the same tests against the same migrations.
 */
export async function createTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<DatabaseHandle & { url?: string }> {
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return handle;
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  await handle.migrate();
  const close = handle.close;
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
