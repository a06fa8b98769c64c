import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { individualTaxes, type IndividualTaxRow } from '../../db/schema/index.js';

export async function findIndividualTax(db: Database, userId: number): Promise<IndividualTaxRow | undefined> {
  const [row] = await db.select().from(individualTaxes).where(eq(individualTaxes.userId, userId)).limit(1);
  return row;
}

export async function upsertIndividualTax(
  db: Database,
  values: typeof individualTaxes.$inferInsert,
): Promise<IndividualTaxRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(individualTaxes)
    .values(values)
    .onConflictDoUpdate({ target: individualTaxes.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}
