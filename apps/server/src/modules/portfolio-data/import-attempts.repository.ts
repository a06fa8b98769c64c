import type { ImportAttemptsQuery } from '@portal/contract';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
import { dataImportAttempts, users, type NewDataImportAttemptRow } from '../../db/schema/index.js';

const t = dataImportAttempts;

/** An attempt with the e-mail of the staff member who made it (null for the operator key). */
const selection = { attempt: t, actorEmail: users.email };
export type ImportAttemptWithActor = {
  attempt: typeof t.$inferSelect;
  actorEmail: string | null;
};

export async function insertImportAttempt(db: Database, values: NewDataImportAttemptRow): Promise<number> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row!.id;
}

function attemptsWhere(query: ImportAttemptsQuery) {
  return and(
    query.kind === undefined ? undefined : eq(t.kind, query.kind),
    query.status === undefined ? undefined : eq(t.status, query.status),
    query.search === undefined ? undefined : ilike(t.fileName, containsPattern(query.search)),
  );
}

/** A page of the history, in the query's order. */
export async function listImportAttempts(
  db: Database,
  query: ImportAttemptsQuery,
): Promise<{ count: number; rows: ImportAttemptWithActor[] }> {
  const where = attemptsWhere(query);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db
    .select(selection)
    .from(t)
    .leftJoin(users, eq(users.id, t.actorUserId))
    .where(where)
    .orderBy(
      ...queueOrder(
        query.ordering,
        { created_at: t.createdAt, kind: t.kind, file_name: t.fileName, status: t.status, rows: t.rowCount },
        t.id,
      ),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.n ?? 0, rows };
}

export async function findImportAttempt(db: Database, id: number): Promise<ImportAttemptWithActor | undefined> {
  const [row] = await db.select(selection).from(t).leftJoin(users, eq(users.id, t.actorUserId)).where(eq(t.id, id));
  return row;
}
