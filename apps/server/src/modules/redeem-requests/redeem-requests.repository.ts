import { RedeemRequestStatus, type RedeemRequestsQuery } from '@portal/contract';
import { and, asc, count, eq, exists, ilike, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
import {
  accounts,
  loanNotesHeld,
  loanNoteTypes,
  redeemRequests,
  type NewRedeemRequestRow,
  type RedeemRequestRow,
} from '../../db/schema/index.js';

export async function findRedeemRequest(
  db: Database,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<RedeemRequestRow | undefined> {
  const query = db.select().from(redeemRequests).where(eq(redeemRequests.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The person's own request still waiting for its code on the note: cancelled, so a new one can take its place. */
export async function cancelOwnAwaitingCode(db: Database, heldNoteId: number, userId: number): Promise<void> {
  await db
    .update(redeemRequests)
    .set({ status: RedeemRequestStatus.cancelled })
    .where(
      and(
        eq(redeemRequests.heldNoteId, heldNoteId),
        eq(redeemRequests.requesterUserId, userId),
        eq(redeemRequests.status, RedeemRequestStatus.awaiting_code),
      ),
    );
}

/** Fails with a unique violation when the note has an open request already (the partial unique index). */
export async function insertRedeemRequest(db: Database, values: NewRedeemRequestRow): Promise<RedeemRequestRow> {
  const [row] = await db.insert(redeemRequests).values(values).returning();
  return row!;
}

/** Moves a request on only from the status it was read in: undefined when another call moved it first. */
export async function updateRedeemRequest(
  db: Database,
  id: number,
  from: readonly RedeemRequestStatus[],
  changes: Partial<NewRedeemRequestRow>,
): Promise<RedeemRequestRow | undefined> {
  const [row] = await db
    .update(redeemRequests)
    .set(changes)
    .where(and(eq(redeemRequests.id, id), inArray(redeemRequests.status, [...from])))
    .returning();
  return row;
}

/** One page of the redemptions queue in its ordering, and how many match in all. */
export async function redeemRequestsPage(
  db: Database,
  query: RedeemRequestsQuery,
): Promise<{ count: number; rows: RedeemRequestRow[] }> {
  const r = redeemRequests;
  const where = and(
    query.status === undefined ? undefined : eq(r.status, query.status),
    query.search === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(loanNotesHeld)
            .innerJoin(accounts, eq(accounts.id, loanNotesHeld.accountId))
            .where(and(eq(loanNotesHeld.id, r.heldNoteId), ilike(accounts.name, containsPattern(query.search)))),
        ),
  );
  const [total] = await db.select({ n: count() }).from(r).where(where);
  const rows = await db
    .select()
    .from(r)
    .where(where)
    .orderBy(
      ...queueOrder(
        query.ordering,
        { amount: r.amountCents, status: r.status, created: r.createdAt, confirmed: r.confirmedAt },
        r.id,
      ),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.n ?? 0, rows };
}

/** The account's requests confirmed and waiting for settlement, with their note's type, oldest first. */
export async function requestedOnAccount(db: Database, accountId: number) {
  return db
    .select({ request: redeemRequests, term: loanNoteTypes.term, termUnit: loanNoteTypes.termUnit })
    .from(redeemRequests)
    .innerJoin(loanNotesHeld, eq(loanNotesHeld.id, redeemRequests.heldNoteId))
    .innerJoin(loanNoteTypes, eq(loanNoteTypes.id, loanNotesHeld.noteTypeId))
    .where(and(eq(loanNotesHeld.accountId, accountId), eq(redeemRequests.status, RedeemRequestStatus.requested)))
    .orderBy(asc(redeemRequests.createdAt));
}
