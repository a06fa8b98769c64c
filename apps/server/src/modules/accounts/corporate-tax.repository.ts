import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { corporateTaxes, type CorporateTaxRow } from '../../db/schema/index.js';

/** The columns the form's values fill in. */
export type CorporateTaxValuesRow = Pick<
  typeof corporateTaxes.$inferInsert,
  'hasNotTfn' | 'tfn' | 'abn' | 'isForeignEntity' | 'tin' | 'country' | 'category'
>;

export async function findCorporateTax(db: Database, accountId: number): Promise<CorporateTaxRow | undefined> {
  const [row] = await db.select().from(corporateTaxes).where(eq(corporateTaxes.accountId, accountId)).limit(1);
  return row;
}

/** Which of these accounts have saved corporate tax details (for their unfilled parts). */
export async function accountIdsWithCorporateTax(db: Database, accountIds: readonly number[]): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: corporateTaxes.accountId })
    .from(corporateTaxes)
    .where(inArray(corporateTaxes.accountId, [...accountIds]));
  return new Set(rows.map((r) => r.accountId));
}

export async function insertCorporateTax(
  db: Database,
  accountId: number,
  values: CorporateTaxValuesRow,
): Promise<CorporateTaxRow> {
  const [row] = await db
    .insert(corporateTaxes)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateCorporateTax(
  db: Database,
  accountId: number,
  values: CorporateTaxValuesRow,
): Promise<CorporateTaxRow | undefined> {
  const [row] = await db
    .update(corporateTaxes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(corporateTaxes.accountId, accountId))
    .returning();
  return row;
}
