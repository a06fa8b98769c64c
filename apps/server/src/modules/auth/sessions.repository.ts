import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index.js';

export interface SessionWithUser {
  session: SessionRow;
  user: UserRow;
}

export async function findLiveSessionByKeyHash(db: Database, keyHash: string): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.keyHash, keyHash), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function touchSession(db: Database, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ lastActivityAt: at }).where(eq(sessions.id, sessionId));
}

export async function updateSession(
  db: Database,
  sessionId: number,
  values: Partial<typeof sessions.$inferInsert>,
): Promise<void> {
  await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}

export function listLiveSessions(db: Database, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastActivityAt));
}
