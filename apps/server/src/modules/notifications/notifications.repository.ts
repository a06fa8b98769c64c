import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications, type NotificationRow } from '../../db/schema/index.js';

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
