import type { OperatorInvitesQuery } from '@portal/contract';
import { and, count, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inviteStatusWhere } from '../../db/invite-status.js';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
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

/**
 * The open invitations addressed to `email` that no one else has taken on, newest first: a
 * person's new invitations (e-mails are stored lower-case).
 */
export function openInvitesFor(
  db: Database,
  email: string,
  userId: number,
  now: Date,
): Promise<RegistrationInviteRow[]> {
  const t = registrationInvites;
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.email, email.toLowerCase()),
        inviteStatusWhere(t, 'open', now),
        or(isNull(t.userId), eq(t.userId, userId)),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id));
}

/** One page of the invitations queue in its ordering, and how many match in all. */
export async function invitesPage(
  db: Database,
  query: OperatorInvitesQuery,
  now: Date,
): Promise<{ count: number; rows: RegistrationInviteRow[] }> {
  const i = registrationInvites;
  const pattern = query.search === undefined ? undefined : containsPattern(query.search);
  const where = and(
    query.status ? inviteStatusWhere(i, query.status, now) : undefined,
    pattern ? or(ilike(i.email, pattern), ilike(i.phoneNumber, pattern)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(i).where(where);
  const rows = await db
    .select()
    .from(i)
    .where(where)
    .orderBy(
      ...queueOrder(
        query.ordering,
        { email: i.email, type: i.accountType, created: i.createdAt, expires: i.expiresAt },
        i.id,
      ),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.n ?? 0, rows };
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

/** The person's invitations waiting at this step (usually one). */
export async function findInvitesOfUserAtStep(
  db: Database,
  userId: number,
  step: string,
): Promise<RegistrationInviteRow[]> {
  return db
    .select()
    .from(registrationInvites)
    .where(and(eq(registrationInvites.userId, userId), eq(registrationInvites.step, step)));
}

/** The person's invitation at `from` is marked used: its last step, when, and what it led to. */
export async function completeInviteAtStep(
  db: Database,
  userId: number,
  from: string,
  values: Pick<typeof registrationInvites.$inferInsert, 'step' | 'completedAt' | 'createdAccountId'>,
): Promise<void> {
  await db
    .update(registrationInvites)
    .set(values)
    .where(and(eq(registrationInvites.userId, userId), eq(registrationInvites.step, from)));
}
