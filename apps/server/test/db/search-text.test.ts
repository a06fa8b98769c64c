import { ilike, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPattern } from '../../src/db/like-pattern.js';
import { accounts, users } from '../../src/db/schema/index.js';
import { accountSearchText, userSearchText } from '../../src/db/search-text.js';
import { createTestDatabase } from '../helpers/test-database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The plan PostgreSQL picks for a search when it may not read the table whole. */
async function planOf(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

// The search expressions and migration 0042's indexes are written in two places; when they drift
// apart the index is silently unused and the queues read every row (see bench/README.md).
describe('the back office’s search texts', () => {
  it('are answered by their trigram indexes', async () => {
    const term = containsPattern('Bennett');
    expect(await planOf(sql`select id from ${users} where ${ilike(userSearchText, term)}`)).toContain(
      'users_search_text_trgm',
    );
    expect(await planOf(sql`select id from ${accounts} where ${ilike(accountSearchText, term)}`)).toContain(
      'accounts_search_text_trgm',
    );
  });
});
