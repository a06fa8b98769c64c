import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { trustDetails, type TrustDetailsRow } from '../../db/schema/index.js';

/** The columns the form's values fill in. */
export type TrustDetailsValuesRow = Pick<
  typeof trustDetails.$inferInsert,
  | 'trustType'
  | 'state'
  | 'isSettledSumOverThreshold'
  | 'settlorName'
  | 'isInvestingPrimaryActivity'
  | 'natureOfActivity'
>;

export async function findTrustDetails(db: Database, accountId: number): Promise<TrustDetailsRow | undefined> {
  const [row] = await db.select().from(trustDetails).where(eq(trustDetails.accountId, accountId)).limit(1);
  return row;
}

/** Which of these accounts have saved trust details (for their unfilled parts). */
export async function accountIdsWithTrustDetails(db: Database, accountIds: readonly number[]): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: trustDetails.accountId })
    .from(trustDetails)
    .where(inArray(trustDetails.accountId, [...accountIds]));
  return new Set(rows.map((r) => r.accountId));
}

export async function insertTrustDetails(
  db: Database,
  accountId: number,
  values: TrustDetailsValuesRow,
): Promise<TrustDetailsRow> {
  const [row] = await db
    .insert(trustDetails)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateTrustDetails(
  db: Database,
  accountId: number,
  values: TrustDetailsValuesRow,
): Promise<TrustDetailsRow | undefined> {
  const [row] = await db
    .update(trustDetails)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trustDetails.accountId, accountId))
    .returning();
  return row;
}
