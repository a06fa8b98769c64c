import { and, count, countDistinct, desc, eq, gt, gte, isNull, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  bankChangeRequests,
  dataImports,
  investmentPolicies,
  loginAttempts,
  personalDetails,
  redeemRequests,
  registrationInvites,
  signingEnvelopes,
  supportRequests,
} from '../../db/schema/index.js';

/** How many wait in a queue, and since when the one waiting longest has. */
export interface QueueFigures {
  count: number;
  oldest: Date | null;
}

function figures(rows: { count: number; oldest: Date | null }[]): QueueFigures {
  const row = rows[0];
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/** Invitations still to be taken up: not completed, not withdrawn, not expired at `now`. */
export async function openInvitations(db: Database, now: Date): Promise<QueueFigures> {
  const t = registrationInvites;
  return figures(
    await db
      .select({ count: count(), oldest: min(t.createdAt) })
      .from(t)
      .where(and(isNull(t.completedAt), isNull(t.revokedAt), gt(t.expiresAt, now))),
  );
}

/** Bank change requests agreed by the account, awaiting the portfolio manager. */
export async function changeRequestsAwaitingApproval(db: Database): Promise<QueueFigures> {
  const t = bankChangeRequests;
  return figures(
    await db
      .select({ count: count(), oldest: min(t.createdAt) })
      .from(t)
      .where(eq(t.status, 'awaiting_approval')),
  );
}

/** Signed statements in the portfolio manager's review; they entered it at their last change. */
export async function investmentPoliciesAwaitingReview(db: Database): Promise<QueueFigures> {
  const t = investmentPolicies;
  return figures(
    await db
      .select({ count: count(), oldest: min(t.modifiedAt) })
      .from(t)
      .where(and(eq(t.status, 'portfolio_manager_review'), isNull(t.supersededAt))),
  );
}

/** Redemptions confirmed with their code (requested), waiting since they were confirmed. */
export async function requestedRedemptions(db: Database): Promise<QueueFigures> {
  const t = redeemRequests;
  return figures(
    await db
      .select({ count: count(), oldest: min(t.confirmedAt) })
      .from(t)
      .where(eq(t.status, 'requested')),
  );
}

/** Envelopes sent and not finished either way. */
export async function envelopesStillOut(db: Database): Promise<QueueFigures> {
  const t = signingEnvelopes;
  return figures(
    await db
      .select({ count: count(), oldest: min(t.createdAt) })
      .from(t)
      .where(eq(t.status, 'sent')),
  );
}

/** Every contact-support request kept (they are e-mailed on; nothing marks one handled). */
export async function supportRequestsReceived(db: Database): Promise<QueueFigures> {
  const t = supportRequests;
  return figures(await db.select({ count: count(), oldest: min(t.createdAt) }).from(t));
}

/** Personal details left to staff (the person skipped the failed check), waiting since they skipped. */
export async function identityReviewsWaiting(db: Database): Promise<QueueFigures> {
  const t = personalDetails;
  return figures(
    await db
      .select({ count: count(), oldest: min(sql<Date>`coalesce(${t.skippedAt}, ${t.updatedAt})`).mapWith(t.updatedAt) })
      .from(t)
      .where(eq(t.status, 'pending')),
  );
}

/** Data imports since `since`, per kind, with each kind's newest. */
export function importsSince(
  db: Database,
  since: Date,
): Promise<{ kind: (typeof dataImports.$inferSelect)['kind']; count: number; last: Date | null }[]> {
  const t = dataImports;
  return db
    .select({ kind: t.kind, count: count(), last: max(t.importedAt) })
    .from(t)
    .where(gte(t.importedAt, since))
    .groupBy(t.kind)
    .orderBy(desc(max(t.importedAt)));
}

/** Password checks that failed since `since`, and how many addresses they were for. */
export async function failedSignInsSince(db: Database, since: Date): Promise<{ count: number; addresses: number }> {
  const t = loginAttempts;
  const [row] = await db
    .select({ count: count(), addresses: countDistinct(t.email) })
    .from(t)
    .where(and(eq(t.succeeded, false), gte(t.createdAt, since)));
  return { count: row?.count ?? 0, addresses: row?.addresses ?? 0 };
}
