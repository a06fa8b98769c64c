import { desc, eq } from 'drizzle-orm';
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
