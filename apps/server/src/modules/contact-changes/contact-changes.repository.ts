import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oneTimeTokens, type TokenPurpose } from '../../db/schema/index.js';

/** The newest link of a kind for a user, used or not: its age decides whether another may be sent. */
export async function latestToken(db: Database, userId: number, purpose: TokenPurpose) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose)))
    .orderBy(desc(oneTimeTokens.createdAt), desc(oneTimeTokens.id))
    .limit(1);
  return row;
}
