import type { OperatorSecondaryInvitesQuery } from '@portal/contract';
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inviteStatusWhere } from '../../db/invite-status.js';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
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

/** One page of the account-invitations queue, each with its primary user's e-mail, and how many match in all. */
export async function secondaryInvitesPage(
  db: Database,
  query: OperatorSecondaryInvitesQuery,
  now: Date,
): Promise<{ count: number; rows: Array<{ invite: SecondaryInviteRow; primaryEmail: string }> }> {
  const i = secondaryInvites;
  const pattern = query.search === undefined ? undefined : containsPattern(query.search);
  const where = and(
    query.status ? inviteStatusWhere(i, query.status, now) : undefined,
    pattern
      ? or(
          ilike(i.email, pattern),
          ilike(sql`${i.firstName} || ' ' || ${i.lastName}`, pattern),
          ilike(i.accountName, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(i).innerJoin(users, eq(users.id, i.primaryUserId)).where(where);
  const rows = await db
    .select({ invite: i, primaryEmail: users.email })
    .from(i)
    .innerJoin(users, eq(users.id, i.primaryUserId))
    .where(where)
    .orderBy(
      ...queueOrder(
        query.ordering,
        { email: i.email, account_type: i.accountType, created: i.createdAt, expires: i.expiresAt },
        i.id,
      ),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.n ?? 0, rows };
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
