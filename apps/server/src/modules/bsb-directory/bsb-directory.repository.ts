import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bsbBranches, type BsbBranchRow, type NewBsbBranchRow } from '../../db/schema/index.js';

/**
 * Rows per INSERT or DELETE: nine parameters a row keeps an insert of 2,000 rows at 18,000
 * parameters, well under PostgreSQL's 65,535, and a full directory (about 16,000 branches) in
 * eight statements: one statement a row would take PGlite tens of seconds.
 */
const BATCH_ROWS = 2000;

export async function findBranch(db: Database, bsb: string): Promise<BsbBranchRow | undefined> {
  const [row] = await db.select().from(bsbBranches).where(eq(bsbBranches.bsb, bsb)).limit(1);
  return row;
}

export async function allBranches(db: Database): Promise<BsbBranchRow[]> {
  return db.select().from(bsbBranches);
}

export async function countBranches(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bsbBranches);
  return row?.n ?? 0;
}

/**
 * Inside the import's transaction, before it reads the directory: a second import waits for
 * the first to commit (so each compares against a directory that stays put), while lookups
 * (ACCESS SHARE) carry on reading the old rows.
 */
export async function lockForReplace(tx: Database): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${bsbBranches} IN EXCLUSIVE MODE`);
}

export async function deleteBranches(tx: Database, bsbs: readonly string[]): Promise<void> {
  for (let start = 0; start < bsbs.length; start += BATCH_ROWS) {
    await tx.delete(bsbBranches).where(inArray(bsbBranches.bsb, bsbs.slice(start, start + BATCH_ROWS)));
  }
}

/** New branches are added and changed ones overwritten, a batch per statement. */
export async function upsertBranches(tx: Database, rows: readonly NewBsbBranchRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await tx
      .insert(bsbBranches)
      .values(rows.slice(start, start + BATCH_ROWS))
      .onConflictDoUpdate({
        target: bsbBranches.bsb,
        set: {
          mnemonic: sql`excluded.mnemonic`,
          bank: sql`excluded.bank`,
          branchName: sql`excluded.branch_name`,
          street: sql`excluded.street`,
          suburb: sql`excluded.suburb`,
          state: sql`excluded.state`,
          postcode: sql`excluded.postcode`,
          paymentFlags: sql`excluded.payment_flags`,
        },
      });
  }
}
