import type { ChangeRequestAction, ChangeRequestStatus, OperatorChangeRequestsQuery } from '@portal/contract';
import { and, asc, count, desc, eq, exists, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
import {
  accounts,
  bankChangeRequestEvents,
  bankChangeRequests,
  type BankChangeRequestEventRow,
  type BankChangeRequestRow,
  users,
} from '../../db/schema/index.js';

const OPEN: ChangeRequestStatus[] = ['pending', 'awaiting_approval'];

export async function insertChangeRequest(
  db: Database,
  values: typeof bankChangeRequests.$inferInsert,
): Promise<BankChangeRequestRow> {
  const [row] = await db.insert(bankChangeRequests).values(values).returning();
  return row!;
}

export async function findChangeRequest(db: Database, id: number): Promise<BankChangeRequestRow | undefined> {
  const [row] = await db.select().from(bankChangeRequests).where(eq(bankChangeRequests.id, id)).limit(1);
  return row;
}

/**
 * The request's row, held until the transaction ends: two members answering at once take turns,
 * and the second reads what the first wrote.
 */
export async function lockChangeRequest(db: Database, id: number): Promise<BankChangeRequestRow | undefined> {
  const [row] = await db.select().from(bankChangeRequests).where(eq(bankChangeRequests.id, id)).limit(1).for('update');
  return row;
}

export async function updateChangeRequest(
  db: Database,
  id: number,
  changes: Partial<typeof bankChangeRequests.$inferInsert>,
): Promise<BankChangeRequestRow> {
  const [row] = await db.update(bankChangeRequests).set(changes).where(eq(bankChangeRequests.id, id)).returning();
  return row!;
}

/** The open request of a bank account, if any (at most one: a partial unique index). */
export async function findOpenRequestOf(
  db: Database,
  bankAccountId: number,
): Promise<BankChangeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(bankChangeRequests)
    .where(and(eq(bankChangeRequests.bankAccountId, bankAccountId), inArray(bankChangeRequests.status, OPEN)))
    .limit(1);
  return row;
}

/** Open requests of these bank accounts. */
export function listOpenRequestsOf(db: Database, bankAccountIds: readonly number[]): Promise<BankChangeRequestRow[]> {
  if (bankAccountIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bankChangeRequests)
    .where(
      and(inArray(bankChangeRequests.bankAccountId, [...bankAccountIds]), inArray(bankChangeRequests.status, OPEN)),
    );
}

/** An account's requests, newest first. */
export function listAccountRequests(db: Database, accountId: number): Promise<BankChangeRequestRow[]> {
  return db
    .select()
    .from(bankChangeRequests)
    .where(eq(bankChangeRequests.accountId, accountId))
    .orderBy(desc(bankChangeRequests.createdAt), desc(bankChangeRequests.id));
}

/** Every request (the operator's list), newest first, of one status when given. */
/** One page of the change-requests queue in its ordering, and how many match in all. */
export async function changeRequestsPage(
  db: Database,
  query: OperatorChangeRequestsQuery,
): Promise<{ count: number; rows: BankChangeRequestRow[] }> {
  const r = bankChangeRequests;
  const pattern = query.search === undefined ? undefined : containsPattern(query.search);
  const where = and(
    query.status ? eq(r.status, query.status) : undefined,
    pattern
      ? or(
          exists(
            db
              .select({ one: sql`1` })
              .from(accounts)
              .where(and(eq(accounts.id, r.accountId), ilike(accounts.name, pattern))),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(users)
              .where(
                and(
                  eq(users.id, r.initiatorUserId),
                  or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)),
                ),
              ),
          ),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(r).where(where);
  const rows = await db
    .select()
    .from(r)
    .where(where)
    .orderBy(
      ...queueOrder(
        query.ordering,
        { kind: r.kind, status: r.status, created_at: r.createdAt, expires_at: r.expiresAt },
        r.id,
      ),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.n ?? 0, rows };
}

/** Open requests past their expiry (the sweep's work list). */
export async function listExpiredOpenRequestIds(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bankChangeRequests.id })
    .from(bankChangeRequests)
    .where(and(inArray(bankChangeRequests.status, OPEN), lte(bankChangeRequests.expiresAt, now)));
  return rows.map((r) => r.id);
}

/** Whether an open request's new details use this file as their statement. */
export async function openRequestUsesFile(db: Database, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bankChangeRequests.id })
    .from(bankChangeRequests)
    .where(
      and(
        inArray(bankChangeRequests.status, OPEN),
        sql`(${bankChangeRequests.newData} ->> 'documentFileId')::int = ${fileId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertEvent(
  db: Database,
  values: {
    requestId: number;
    action: ChangeRequestAction;
    actorUserId: number | null;
    actorName: string;
    reason?: string;
    at: Date;
  },
): Promise<void> {
  await db.insert(bankChangeRequestEvents).values(values);
}

/** The history of these requests, oldest step first. */
export function listEvents(db: Database, requestIds: readonly number[]): Promise<BankChangeRequestEventRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bankChangeRequestEvents)
    .where(inArray(bankChangeRequestEvents.requestId, [...requestIds]))
    .orderBy(asc(bankChangeRequestEvents.at), asc(bankChangeRequestEvents.id));
}
