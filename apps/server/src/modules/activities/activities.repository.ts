import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userActivities, type UserActivityRow } from '../../db/schema/index.js';

export async function insertActivity(db: Database, values: typeof userActivities.$inferInsert): Promise<void> {
  await db.insert(userActivities).values(values);
}

/** Newest first; the id breaks ties between entries written in the same instant. */
export function listActivities(db: Database, userId: number, limit: number, offset = 0): Promise<UserActivityRow[]> {
  return db
    .select()
    .from(userActivities)
    .where(eq(userActivities.userId, userId))
    .orderBy(desc(userActivities.createdAt), desc(userActivities.id))
    .limit(limit)
    .offset(offset);
}

export async function countActivities(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(userActivities).where(eq(userActivities.userId, userId));
  return row?.total ?? 0;
}
