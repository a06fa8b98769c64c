import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { LOCAL_POSTGRES_URL, createTestDatabase } from '../helpers/test-database.js';

let db: DatabaseHandle & { url?: string };
beforeAll(async () => {
  db = await createTestDatabase(LOCAL_POSTGRES_URL);
});
afterAll(() => db.close());

describe('PostgreSQL connections', () => {
  it('survive the server ending idle connections: the next query takes a fresh one', async () => {
    await db.db.execute(sql`select 1`);
    const name = new URL(db.url!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: LOCAL_POSTGRES_URL });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    // Without the pool's error listener the terminated idle client would have crashed this process.
    const result = await db.db.execute(sql`select 42 as answer`);
    expect((result as unknown as { rows: Array<{ answer: number }> }).rows[0]?.answer).toBe(42);
  });
});
