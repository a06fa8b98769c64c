import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { registrationInvites, type RegistrationInviteRow } from '../../db/schema/index.js';

export async function insertInvite(
  db: Database,
  values: typeof registrationInvites.$inferInsert,
): Promise<RegistrationInviteRow> {
  const [row] = await db.insert(registrationInvites).values(values).returning();
  return row!;
}

export async function findInviteByUuid(db: Database, uuid: string): Promise<RegistrationInviteRow | undefined> {
  const [row] = await db.select().from(registrationInvites).where(eq(registrationInvites.uuid, uuid)).limit(1);
  return row;
}

export async function updateInvite(
  db: Database,
  id: number,
  values: Partial<typeof registrationInvites.$inferInsert>,
): Promise<RegistrationInviteRow> {
  const [row] = await db.update(registrationInvites).set(values).where(eq(registrationInvites.id, id)).returning();
  return row!;
}

export function listInvites(db: Database, limit: number): Promise<RegistrationInviteRow[]> {
  return db
    .select()
    .from(registrationInvites)
    .orderBy(desc(registrationInvites.createdAt), desc(registrationInvites.id))
    .limit(limit);
}

/** Counts a wrong invitation code atomically; null when the limit was already reached. */
export async function countFailedInviteCode(db: Database, id: number, limit: number): Promise<number | null> {
  const [row] = await db
    .update(registrationInvites)
    .set({ failedCodeAttempts: sql`${registrationInvites.failedCodeAttempts} + 1` })
    .where(and(eq(registrationInvites.id, id), lt(registrationInvites.failedCodeAttempts, limit)))
    .returning({ failed: registrationInvites.failedCodeAttempts });
  return row ? row.failed : null;
}

/** Moves the user's registration invitation from one step to the next; a no-op when it is elsewhere. */
/** The person's invitation waiting at this step, if any. */
export async function findInviteOfUserAtStep(
  db: Database,
  userId: number,
  step: string,
): Promise<RegistrationInviteRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationInvites)
    .where(and(eq(registrationInvites.userId, userId), eq(registrationInvites.step, step)))
    .limit(1);
  return row;
}

/** The person's invitation at `from` moves to its last step `to` and is marked used. */
export async function completeInviteAtStep(
  db: Database,
  userId: number,
  from: string,
  to: string,
  at: Date,
): Promise<void> {
  await db
    .update(registrationInvites)
    .set({ step: to, completedAt: at })
    .where(and(eq(registrationInvites.userId, userId), eq(registrationInvites.step, from)));
}

export async function advanceInviteStep(db: Database, userId: number, from: string, to: string): Promise<void> {
  await db
    .update(registrationInvites)
    .set({ step: to })
    .where(and(eq(registrationInvites.userId, userId), eq(registrationInvites.step, from)));
}
