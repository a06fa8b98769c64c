import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountMembers, notifications, users, type NotificationRow } from '../../db/schema/index.js';

export async function insertNotification(
  db: Database,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** Newest first; the id breaks ties between notifications created in the same instant. */
export function listNotifications(db: Database, userId: number, limit: number, offset: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  return row?.n ?? 0;
}

/** Never shown in the bell's menu. */
export async function countUnseen(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.viewedAt)));
  return row?.n ?? 0;
}

/** Ids that are not this user's match nothing: another user's notification is never touched. */
export async function markRead(db: Database, userId: number, ids: number[] | 'all', at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: 'read', readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.status, 'new'),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function markViewed(db: Database, userId: number, ids: number[], at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ viewedAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.viewedAt), inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Who an operator's notification reaches: one user, an account's members, or every active user. */
export type RecipientFilter = { userId: number } | { accountId: number } | { everyone: true };

function recipientWhere(db: Database, filter: RecipientFilter): SQL | undefined {
  if ('userId' in filter) return eq(users.id, filter.userId);
  // Staff, advisors, deactivated and blocked people are not "everyone" an investor notice is meant for.
  const active = and(eq(users.isActive, true), isNull(users.blockedAt));
  if ('everyone' in filter) return and(active, eq(users.isStaff, false), isNull(users.advisorId));
  return and(
    active,
    inArray(
      users.id,
      db
        .select({ id: accountMembers.userId })
        .from(accountMembers)
        .where(eq(accountMembers.accountId, filter.accountId)),
    ),
  );
}

export async function countRecipients(db: Database, filter: RecipientFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(recipientWhere(db, filter));
  return row?.n ?? 0;
}

/** Recipients by name then e-mail; `limit` null for every one of them. */
export async function listRecipients(db: Database, filter: RecipientFilter, limit: number | null) {
  const query = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      tenantId: users.tenantId,
    })
    .from(users)
    .where(recipientWhere(db, filter))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email), asc(users.id));
  return limit === null ? query : query.limit(limit);
}

export async function insertNotifications(
  db: Database,
  values: Array<typeof notifications.$inferInsert>,
): Promise<NotificationRow[]> {
  return values.length === 0 ? [] : db.insert(notifications).values(values).returning();
}
