import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { secondaryInvites, users, type SecondaryInviteRow } from '../../db/schema/index.js';

export async function insertSecondaryInvite(
  db: Database,
  values: typeof secondaryInvites.$inferInsert,
): Promise<SecondaryInviteRow> {
  const [row] = await db.insert(secondaryInvites).values(values).returning();
  return row!;
}

export async function findSecondaryInviteByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<SecondaryInviteRow | undefined> {
  const [row] = await db.select().from(secondaryInvites).where(eq(secondaryInvites.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function findSecondaryInviteByUuid(db: Database, uuid: string): Promise<SecondaryInviteRow | undefined> {
  const [row] = await db.select().from(secondaryInvites).where(eq(secondaryInvites.uuid, uuid)).limit(1);
  return row;
}

export async function updateSecondaryInvite(
  db: Database,
  id: number,
  values: Partial<typeof secondaryInvites.$inferInsert>,
): Promise<SecondaryInviteRow> {
  const [row] = await db.update(secondaryInvites).set(values).where(eq(secondaryInvites.id, id)).returning();
  return row!;
}

/** Newest first, each with its primary user's e-mail. */
export function listSecondaryInvites(
  db: Database,
  limit: number,
): Promise<Array<{ invite: SecondaryInviteRow; primaryEmail: string }>> {
  return db
    .select({ invite: secondaryInvites, primaryEmail: users.email })
    .from(secondaryInvites)
    .innerJoin(users, eq(users.id, secondaryInvites.primaryUserId))
    .orderBy(desc(secondaryInvites.createdAt), desc(secondaryInvites.id))
    .limit(limit);
}

/** The invitations a user is taking part in (set-password or activation done), still running. */
export function findOpenInvitesOfUser(db: Database, userId: number, steps: readonly string[]) {
  return db
    .select()
    .from(secondaryInvites)
    .where(
      and(
        eq(secondaryInvites.userId, userId),
        inArray(secondaryInvites.step, [...steps] as SecondaryInviteRow['step'][]),
        isNull(secondaryInvites.revokedAt),
        isNull(secondaryInvites.completedAt),
      ),
    );
}

/** Invitations sent to an address, for the signed-in invitee's list. */
export function findInvitesForEmail(db: Database, email: string): Promise<SecondaryInviteRow[]> {
  return db
    .select()
    .from(secondaryInvites)
    .where(and(eq(secondaryInvites.email, email.toLowerCase()), isNull(secondaryInvites.revokedAt)))
    .orderBy(desc(secondaryInvites.createdAt));
}

export async function findSecondaryInviteById(db: Database, id: number): Promise<SecondaryInviteRow | undefined> {
  const [row] = await db.select().from(secondaryInvites).where(eq(secondaryInvites.id, id)).limit(1);
  return row;
}

/** The newest invitation of a person on an account (spec 2 §2 people), if any. */
export async function findInviteOfAccountPerson(
  db: Database,
  accountPersonId: number,
): Promise<SecondaryInviteRow | undefined> {
  const [row] = await db
    .select()
    .from(secondaryInvites)
    .where(eq(secondaryInvites.accountPersonId, accountPersonId))
    .orderBy(desc(secondaryInvites.createdAt), desc(secondaryInvites.id))
    .limit(1);
  return row;
}

/** People taken off an account: their invitations still running stop working. */
export async function revokeInvitesOfAccountPeople(
  db: Database,
  accountPersonIds: readonly number[],
  at: Date,
): Promise<void> {
  if (accountPersonIds.length === 0) return;
  await db
    .update(secondaryInvites)
    .set({ revokedAt: at })
    .where(
      and(
        inArray(secondaryInvites.accountPersonId, [...accountPersonIds]),
        isNull(secondaryInvites.revokedAt),
        isNull(secondaryInvites.completedAt),
      ),
    );
}

/** Invitations onto existing accounts sent to an address, still open: the accounts list's panel. */
export function findOpenAccountInvitesForEmail(db: Database, email: string, now: Date): Promise<SecondaryInviteRow[]> {
  return db
    .select()
    .from(secondaryInvites)
    .where(
      and(
        eq(secondaryInvites.email, email.toLowerCase()),
        isNotNull(secondaryInvites.accountId),
        isNull(secondaryInvites.revokedAt),
        isNull(secondaryInvites.completedAt),
        gt(secondaryInvites.expiresAt, now),
      ),
    )
    .orderBy(desc(secondaryInvites.createdAt), desc(secondaryInvites.id));
}
