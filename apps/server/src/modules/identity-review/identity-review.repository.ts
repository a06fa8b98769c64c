import type { IdentityReviewsQuery, PersonalDetailStatus } from '@portal/contract';
import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
import {
  personalDetails,
  secondaryDocuments,
  uploadedFiles,
  users,
  type PersonalDetailRow,
  type UploadedFileRow,
} from '../../db/schema/index.js';

export interface ReviewRow {
  details: PersonalDetailRow;
  email: string;
}

const t = personalDetails;
const fullName = sql<string>`${t.firstName} || ' ' || ${t.lastName}`;
/** When the item started to wait: when the person skipped, else when they last changed it. */
const waitingSince = sql<Date>`coalesce(${t.skippedAt}, ${t.updatedAt})`;

/** One page of personal details in one status, with the person's e-mail. */
export async function listReviews(
  db: Database,
  query: IdentityReviewsQuery,
): Promise<{ count: number; rows: ReviewRow[] }> {
  const pattern = query.search === undefined ? undefined : containsPattern(query.search);
  const where = and(
    eq(t.status, query.status),
    pattern === undefined ? undefined : or(ilike(fullName, pattern), ilike(users.email, pattern)),
  );
  const [total] = await db.select({ count: count() }).from(t).innerJoin(users, eq(users.id, t.userId)).where(where);
  const rows = await db
    .select({ details: t, email: users.email })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(where)
    .orderBy(
      ...queueOrder(
        query.ordering,
        { updated: waitingSince, name: sql`lower(${fullName})`, attempts: t.failedVerificationAttempts },
        t.id,
      ),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.count ?? 0, rows };
}

export async function findReview(db: Database, userId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select({ details: t, email: users.email })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(eq(t.userId, userId))
    .limit(1);
  return row;
}

export async function findSecondary(db: Database, userId: number) {
  const [row] = await db.select().from(secondaryDocuments).where(eq(secondaryDocuments.userId, userId)).limit(1);
  return row;
}

/** A live file by id, whoever owns it: the caller checks it belongs to the details under review. */
export async function findLiveFile(db: Database, id: number): Promise<UploadedFileRow | undefined> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), isNull(uploadedFiles.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Decided by staff and not changed by the investor since. A decision writes `reviewed_at` and
 * `updated_at` alike; the investor's next save moves `updated_at` past it.
 */
export const awaitingInvestor = (details: Pick<PersonalDetailRow, 'reviewedAt' | 'updatedAt'>) =>
  details.reviewedAt !== null && details.updatedAt <= details.reviewedAt;

/**
 * The decision, only if the details are still in the status the caller read and no one has decided
 * them since the investor last saved: two staff deciding at once get one outcome (the second update
 * matches no row), even when the first finished before the second read. Undefined when nothing
 * changed.
 */
export async function decide(
  db: Database,
  userId: number,
  expected: PersonalDetailStatus,
  values: Partial<typeof personalDetails.$inferInsert>,
): Promise<PersonalDetailRow | undefined> {
  const [row] = await db
    .update(t)
    .set(values)
    .where(
      and(
        eq(t.userId, userId),
        eq(t.status, expected),
        or(isNull(t.reviewedAt), sql`${t.updatedAt} > ${t.reviewedAt}`),
      ),
    )
    .returning();
  return row;
}
