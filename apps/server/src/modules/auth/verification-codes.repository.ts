import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { verificationCodes, type CodePurpose, type VerificationCodeRow } from '../../db/schema/index.js';

export async function latestCode(
  db: Database,
  userId: number,
  sessionId: number | null,
  purpose: CodePurpose,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        sessionId === null ? isNull(verificationCodes.sessionId) : eq(verificationCodes.sessionId, sessionId),
        eq(verificationCodes.purpose, purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function insertCode(
  db: Database,
  values: typeof verificationCodes.$inferInsert,
): Promise<VerificationCodeRow> {
  const [row] = await db.insert(verificationCodes).values(values).returning();
  return row!;
}

/** Counts one wrong guess; atomic, so parallel guesses cannot get past the limit. Returns the new count, or null when already at the limit. */
export async function countFailedAttempt(db: Database, id: number, limit: number): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(
      and(eq(verificationCodes.id, id), lt(verificationCodes.failedAttempts, limit), isNull(verificationCodes.usedAt)),
    )
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return row ? row.failedAttempts : null;
}

/** Uses the code once: a replay (or a parallel second use) finds it used and gets false. */
export async function consumeCode(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
