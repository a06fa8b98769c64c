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

/**
 * Holds, until the end of the caller's transaction, the right to issue codes to one user: every
 * process takes the same PostgreSQL advisory lock.
 */
export async function lockCodesFor(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`verification_codes:${userId}`}, 0))`);
}

/**
 * Counts one guess before it is compared; atomic, so parallel guesses in any process cannot get
 * past the limit. Returns the new count, or null when the code is used or already at the limit.
 */
export async function countGuess(db: Database, id: number, limit: number): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(
      and(eq(verificationCodes.id, id), lt(verificationCodes.failedAttempts, limit), isNull(verificationCodes.usedAt)),
    )
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return row ? row.failedAttempts : null;
}

/** Uses a code whose right guess was counted by `countGuess`: the right guess is not a failure. */
export async function useGuessedCode(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()`, failedAttempts: sql`${verificationCodes.failedAttempts} - 1` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
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
