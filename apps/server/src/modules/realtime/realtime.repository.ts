import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

/** The session a realtime token names, with its user, while it has not been ended. */
export async function findOpenSession(db: Database, sessionId: number) {
  const [row] = await db
    .select({
      userId: sessions.userId,
      twoFactorReason: sessions.twoFactorReason,
      twoFactorConfirmedAt: sessions.twoFactorConfirmedAt,
      isActive: users.isActive,
      blockedAt: users.blockedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}
