import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supportRequests, type SupportRequestRow } from '../../db/schema/index.js';

export async function insertSupportRequest(
  db: Database,
  values: { userId: number | null; tenantId: number | null; email: string; description: string; createdAt: Date },
): Promise<SupportRequestRow> {
  const [row] = await db.insert(supportRequests).values(values).returning();
  return row!;
}

/** Requests sent since `since` with this reply address (compared lower-cased). */
export async function countRecentForEmail(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(and(eq(sql`lower(${supportRequests.email})`, email.toLowerCase()), gt(supportRequests.createdAt, since)));
  return row?.n ?? 0;
}

/** Requests a signed-in user sent since `since`, whatever address they gave. */
export async function countRecentForUser(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(and(eq(supportRequests.userId, userId), gt(supportRequests.createdAt, since)));
  return row?.n ?? 0;
}

/** Newest first, for the provider's staff. */
export function listSupportRequests(db: Database, limit: number): Promise<SupportRequestRow[]> {
  return db
    .select()
    .from(supportRequests)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(limit);
}
