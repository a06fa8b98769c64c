import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditEntries, type AuditEntryRow, type NewAuditEntryRow } from '../../db/schema/index.js';
import { startsWithPattern } from '../../db/like-pattern.js';

/** The filters of a search, resolved (an actor's e-mail address already turned into an id). */
export interface AuditFilters {
  actorKind?: string | undefined;
  actorUserId?: number | undefined;
  target?: string | undefined;
  /** Entries whose action starts with this. */
  actionPrefix?: string | undefined;
  from?: AuditBound | undefined;
  to?: AuditBound | undefined;
}
/** A whole calendar day in `timeZone`, or an instant. */
export type AuditBound = { day: string; timeZone: string } | { instant: Date };

export async function insertAuditEntry(db: Database, entry: NewAuditEntryRow): Promise<void> {
  await db.insert(auditEntries).values(entry);
}

function whereOf(f: AuditFilters): SQL | undefined {
  const at = auditEntries.at;
  const dayStart = (day: string, timeZone: string, plusDays: number) =>
    sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${timeZone})`;
  return and(
    f.actorKind === undefined ? undefined : eq(auditEntries.actorKind, f.actorKind as AuditEntryRow['actorKind']),
    f.actorUserId === undefined ? undefined : eq(auditEntries.actorUserId, f.actorUserId),
    f.target === undefined ? undefined : eq(auditEntries.target, f.target),
    f.actionPrefix === undefined ? undefined : sql`${auditEntries.action} like ${startsWithPattern(f.actionPrefix)}`,
    f.from === undefined
      ? undefined
      : 'instant' in f.from
        ? gte(at, f.from.instant)
        : sql`${at} >= ${dayStart(f.from.day, f.from.timeZone, 0)}`,
    f.to === undefined
      ? undefined
      : 'instant' in f.to
        ? lte(at, f.to.instant)
        : sql`${at} < ${dayStart(f.to.day, f.to.timeZone, 1)}`,
  );
}

/**
 * How many entries match, counting no further than `upTo` + 1: a count of a million rows costs a
 * scan of them all, and a person pages through a search, not through a year of the trail.
 */
export async function countAuditEntries(db: Database, filters: AuditFilters, upTo: number): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(auditEntries)
    .where(whereOf(filters))
    .limit(upTo + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** Newest first. */
export function auditEntriesPage(
  db: Database,
  filters: AuditFilters,
  offset: number,
  limit: number,
): Promise<AuditEntryRow[]> {
  return db
    .select()
    .from(auditEntries)
    .where(whereOf(filters))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .offset(offset)
    .limit(limit);
}

/** Where the previous batch ended: `at` as the database prints it, so no microsecond is lost. */
export interface AuditCursor {
  at: string;
  id: number;
}

/** The next `limit` entries after `cursor`, newest first (keyset paging: the export reads them all). */
export function auditEntriesAfter(
  db: Database,
  filters: AuditFilters,
  cursor: AuditCursor | null,
  limit: number,
): Promise<Array<AuditEntryRow & { cursorAt: string }>> {
  return db
    .select({ ...tableColumns, cursorAt: sql<string>`${auditEntries.at}::text` })
    .from(auditEntries)
    .where(
      and(
        whereOf(filters),
        cursor ? sql`(${auditEntries.at}, ${auditEntries.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined,
      ),
    )
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(limit);
}

const tableColumns = {
  id: auditEntries.id,
  at: auditEntries.at,
  actorKind: auditEntries.actorKind,
  actorUserId: auditEntries.actorUserId,
  actorRole: auditEntries.actorRole,
  action: auditEntries.action,
  target: auditEntries.target,
  request: auditEntries.request,
  changes: auditEntries.changes,
  statusCode: auditEntries.statusCode,
  ip: auditEntries.ip,
  requestId: auditEntries.requestId,
};
