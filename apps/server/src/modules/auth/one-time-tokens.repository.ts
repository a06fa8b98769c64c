import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oneTimeTokens, type TokenPurpose } from '../../db/schema/index.js';

export async function insertToken(db: Database, values: typeof oneTimeTokens.$inferInsert): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

export async function findUsableToken(db: Database, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    )
    .limit(1);
  return row && row.expiresAt > now ? row : undefined;
}

/** Single use: a second (or parallel) use of the same token finds nothing to take. */
export async function consumeToken(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** A new link makes the older ones of the same kind useless. */
export async function retireTokens(db: Database, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
