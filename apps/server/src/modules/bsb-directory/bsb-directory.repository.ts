import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bsbBranches, type BsbBranchRow, type NewBsbBranchRow } from '../../db/schema/index.js';

export async function allBranches(db: Database): Promise<BsbBranchRow[]> {
  return db.select().from(bsbBranches);
}

export async function countBranches(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bsbBranches);
  return row?.n ?? 0;
}

/**
 * Makes the directory exactly `rows` in one statement, and counts what it changed: branches
 * missing from `rows` deleted, new ones inserted, changed ones overwritten, identical ones not
 * touched. The rows travel as one JSON parameter that PostgreSQL unpacks itself (json, not jsonb: PGlite
 * builds jsonb three times slower, and nothing here needs it): a full
 * directory is 20,000 rows, and as bound parameters (nine a row, in multi-row inserts) PGlite
 * took seconds to bind them, row by row tens of seconds. The DELETE and the INSERT see the same
 * snapshot and touch different rows (a deleted branch is one `rows` does not hold). Call it
 * inside a transaction that took `lockForReplace` first.
 */
export async function replaceBranches(
  tx: Database,
  rows: readonly NewBsbBranchRow[],
): Promise<{ written: number; removed: number }> {
  const incoming = JSON.stringify(
    rows.map((row) => ({
      bsb: row.bsb,
      mnemonic: row.mnemonic,
      bank: row.bank,
      branch_name: row.branchName,
      street: row.street,
      suburb: row.suburb,
      state: row.state,
      postcode: row.postcode,
      payment_flags: row.paymentFlags,
    })),
  );
  const result = await tx.execute<{ written: number; removed: number }>(sql`
    WITH incoming AS (
      SELECT * FROM json_to_recordset(${incoming}::json) AS x(
        bsb char(6), mnemonic text, bank text, branch_name text, street text, suburb text, state text,
        postcode text, payment_flags text
      )
    ),
    removed AS (
      DELETE FROM ${bsbBranches} AS b WHERE NOT EXISTS (SELECT 1 FROM incoming i WHERE i.bsb = b.bsb) RETURNING 1
    ),
    written AS (
      INSERT INTO ${bsbBranches} (bsb, mnemonic, bank, branch_name, street, suburb, state, postcode, payment_flags)
      SELECT bsb, mnemonic, bank, branch_name, street, suburb, state, postcode, payment_flags FROM incoming
      ON CONFLICT (bsb) DO UPDATE SET
        mnemonic = excluded.mnemonic, bank = excluded.bank, branch_name = excluded.branch_name,
        street = excluded.street, suburb = excluded.suburb, state = excluded.state,
        postcode = excluded.postcode, payment_flags = excluded.payment_flags
      WHERE (bsb_branches.mnemonic, bsb_branches.bank, bsb_branches.branch_name, bsb_branches.street,
             bsb_branches.suburb, bsb_branches.state, bsb_branches.postcode, bsb_branches.payment_flags)
        IS DISTINCT FROM
            (excluded.mnemonic, excluded.bank, excluded.branch_name, excluded.street,
             excluded.suburb, excluded.state, excluded.postcode, excluded.payment_flags)
      RETURNING 1
    )
    SELECT (SELECT count(*)::int FROM written) AS written, (SELECT count(*)::int FROM removed) AS removed
  `);
  const counts = (result as unknown as { rows: Array<{ written: number; removed: number }> }).rows[0]!;
  return { written: Number(counts.written), removed: Number(counts.removed) };
}

/**
 * Inside the import's transaction, first: a second import waits for the first to commit, while
 * lookups (ACCESS SHARE) carry on reading the old rows.
 */
export async function lockForReplace(tx: Database): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${bsbBranches} IN EXCLUSIVE MODE`);
}
