import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { personalDetails, type PersonalDetailRow } from '../../db/schema/index.js';

export async function findPersonalDetail(db: Database, userId: number): Promise<PersonalDetailRow | undefined> {
  const [row] = await db.select().from(personalDetails).where(eq(personalDetails.userId, userId)).limit(1);
  return row;
}

export async function upsertPersonalDetail(
  db: Database,
  values: typeof personalDetails.$inferInsert,
): Promise<PersonalDetailRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(personalDetails)
    .values(values)
    .onConflictDoUpdate({ target: personalDetails.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function updatePersonalDetail(
  db: Database,
  id: number,
  values: Partial<typeof personalDetails.$inferInsert>,
): Promise<PersonalDetailRow> {
  const [row] = await db
    .update(personalDetails)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(personalDetails.id, id))
    .returning();
  return row!;
}
