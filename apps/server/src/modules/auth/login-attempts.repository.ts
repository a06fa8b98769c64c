import { and, count, desc, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';

export async function recordAttempt(
  db: Database,
  email: string,
  ipAddress: string,
  succeeded: boolean,
  at: Date,
): Promise<void> {
  await db.insert(loginAttempts).values({ email, ipAddress, succeeded, createdAt: at });
}

/** Failures for an e-mail since `since`, newest first (only their times are needed). */
export function recentFailuresForEmail(
  db: Database,
  email: string,
  since: Date,
  limit: number,
): Promise<Array<{ createdAt: Date }>> {
  return db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
}

export async function lastSuccessForEmail(db: Database, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true)));
  return row?.at ?? null;
}

export async function failuresFromAddress(db: Database, ipAddress: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ipAddress, ipAddress),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
