import type { OperatorRebalanceQuery, RebalanceListQuery, RebalanceOrdering } from '@portal/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  rebalanceReports,
  rebalanceReportViews,
  users,
  type RebalanceReportRow,
} from '../../db/schema/index.js';

/** A report as one user sees it: with its account's name and whether that user has opened it. */
export interface VisibleReport extends RebalanceReportRow {
  accountName: string;
  isNew: boolean;
}

/** The accounts a user is on, by name. */
export function userAccounts(db: Database, userId: number): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accountMembers.userId, userId))
    .orderBy(asc(accounts.name), asc(accounts.id));
}

/**
 * Reports on the user's accounts only: the join through account_members is the access check,
 * so another investor's report is simply not found.
 */
function visible(db: Database, userId: number) {
  return db
    .select({ report: rebalanceReports, accountName: accounts.name, seenBy: rebalanceReportViews.userId })
    .from(rebalanceReports)
    .innerJoin(accounts, eq(accounts.id, rebalanceReports.accountId))
    .innerJoin(
      accountMembers,
      and(eq(accountMembers.accountId, rebalanceReports.accountId), eq(accountMembers.userId, userId)),
    )
    .leftJoin(
      rebalanceReportViews,
      and(eq(rebalanceReportViews.reportId, rebalanceReports.id), eq(rebalanceReportViews.userId, userId)),
    );
}

type VisibleRow = { report: RebalanceReportRow; accountName: string; seenBy: number | null };

const toVisible = (row: VisibleRow): VisibleReport => ({
  ...row.report,
  accountName: row.accountName,
  isNew: row.seenBy === null,
});

export type ReportFilter = Pick<RebalanceListQuery, 'accounts' | 'rebalance_type' | 'status'>;

function filterWhere(filter: ReportFilter): SQL | undefined {
  return and(
    filter.accounts.length ? inArray(rebalanceReports.accountId, filter.accounts) : undefined,
    filter.rebalance_type.length ? inArray(rebalanceReports.rebalanceType, filter.rebalance_type) : undefined,
    filter.status.length ? inArray(rebalanceReports.status, filter.status) : undefined,
  );
}

/** Every order ends on date and id, newest first, so pages never overlap or skip a row. */
function orderOf(ordering: RebalanceOrdering): SQL[] {
  const descending = ordering.startsWith('-');
  const by = (column: Parameters<typeof asc>[0]) => (descending ? desc(column) : asc(column));
  const tail = [desc(rebalanceReports.rebalanceDate), desc(rebalanceReports.id)];
  switch (ordering.replace(/^-/, '')) {
    case 'date':
      return [by(rebalanceReports.rebalanceDate), by(rebalanceReports.id)];
    case 'account':
      return [by(accounts.name), ...tail];
    case 'rebalance_type':
      return [by(rebalanceReports.rebalanceType), ...tail];
    default:
      return [by(rebalanceReports.status), ...tail];
  }
}

export async function listVisible(
  db: Database,
  userId: number,
  filter: ReportFilter,
  ordering: RebalanceOrdering,
  limit: number,
  offset: number,
): Promise<VisibleReport[]> {
  const rows = await visible(db, userId)
    .where(filterWhere(filter))
    .orderBy(...orderOf(ordering))
    .limit(limit)
    .offset(offset);
  return rows.map(toVisible);
}

export async function countVisible(db: Database, userId: number, filter: ReportFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rebalanceReports)
    .innerJoin(
      accountMembers,
      and(eq(accountMembers.accountId, rebalanceReports.accountId), eq(accountMembers.userId, userId)),
    )
    .where(filterWhere(filter));
  return row?.n ?? 0;
}

/** How many of the user's reports they have not opened. */
export async function countNew(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rebalanceReports)
    .innerJoin(
      accountMembers,
      and(eq(accountMembers.accountId, rebalanceReports.accountId), eq(accountMembers.userId, userId)),
    )
    .leftJoin(
      rebalanceReportViews,
      and(eq(rebalanceReportViews.reportId, rebalanceReports.id), eq(rebalanceReportViews.userId, userId)),
    )
    .where(isNull(rebalanceReportViews.userId));
  return row?.n ?? 0;
}

export async function findVisible(db: Database, userId: number, id: number): Promise<VisibleReport | null> {
  const [row] = await visible(db, userId).where(eq(rebalanceReports.id, id)).limit(1);
  return row ? toVisible(row) : null;
}

export async function markSeen(db: Database, userId: number, reportId: number, at: Date): Promise<void> {
  await db.insert(rebalanceReportViews).values({ reportId, userId, seenAt: at }).onConflictDoNothing();
}

// --- Publishing -------------------------------------------------------------------------------

export function accountsByCode(db: Database, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ id: accounts.id, code: accounts.externalCode, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.externalCode, codes));
}

export function accountNames(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, ids));
}

export function reportsByExternalId(db: Database, externalIds: string[]): Promise<RebalanceReportRow[]> {
  if (externalIds.length === 0) return Promise.resolve([]);
  return db.select().from(rebalanceReports).where(inArray(rebalanceReports.externalId, externalIds));
}

export type ReportValues = Omit<typeof rebalanceReports.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertReport(db: Database, values: ReportValues, at: Date): Promise<RebalanceReportRow> {
  const [row] = await db
    .insert(rebalanceReports)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function updateReport(
  db: Database,
  id: number,
  values: Partial<ReportValues>,
  at: Date,
): Promise<RebalanceReportRow> {
  const [row] = await db
    .update(rebalanceReports)
    .set({ ...values, updatedAt: at })
    .where(eq(rebalanceReports.id, id))
    .returning();
  return row!;
}

/** A changed report is new again for everyone on its account. */
export async function forgetViews(db: Database, reportId: number): Promise<void> {
  await db.delete(rebalanceReportViews).where(eq(rebalanceReportViews.reportId, reportId));
}

/** Who is told about a report: everyone on its account, with the brand they signed up with. */
export function membersOf(db: Database, accountIds: number[]) {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select({ accountId: accountMembers.accountId, userId: users.id, tenantId: users.tenantId })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(inArray(accountMembers.accountId, accountIds));
}

// --- The staff's list (the back office) ---------------------------------------------------------

export type OperatorReport = RebalanceReportRow & { accountName: string; accountCode: string };

/** Inclusive UTC days: `from` at its midnight, `to` up to the next day's. */
function dayRange(column: AnyColumn, from: string | undefined, to: string | undefined): SQL[] {
  const bounds: SQL[] = [];
  if (from) bounds.push(gte(column, new Date(`${from}T00:00:00Z`)));
  if (to) bounds.push(lt(column, new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000)));
  return bounds;
}

function operatorWhere(query: OperatorRebalanceQuery): SQL | undefined {
  const pattern = query.search === undefined ? undefined : containsPattern(query.search);
  const cancelledBounds = dayRange(rebalanceReports.updatedAt, query.cancelled_from, query.cancelled_to);
  return and(
    query.account === undefined ? undefined : eq(rebalanceReports.accountId, query.account),
    query.status === undefined ? undefined : eq(rebalanceReports.status, query.status),
    ...dayRange(rebalanceReports.createdAt, query.published_from, query.published_to),
    ...(cancelledBounds.length ? [eq(rebalanceReports.status, 'cancelled'), ...cancelledBounds] : []),
    pattern === undefined ? undefined : or(ilike(accounts.name, pattern), ilike(rebalanceReports.externalId, pattern)),
  );
}

export async function countOperatorReports(db: Database, query: OperatorRebalanceQuery): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rebalanceReports)
    .innerJoin(accounts, eq(accounts.id, rebalanceReports.accountId))
    .where(operatorWhere(query));
  return row?.n ?? 0;
}

export async function listOperatorReports(db: Database, query: OperatorRebalanceQuery): Promise<OperatorReport[]> {
  const rows = await db
    .select({ report: rebalanceReports, accountName: accounts.name, accountCode: accounts.externalCode })
    .from(rebalanceReports)
    .innerJoin(accounts, eq(accounts.id, rebalanceReports.accountId))
    .where(operatorWhere(query))
    .orderBy(
      ...queueOrder(
        query.ordering,
        {
          created: rebalanceReports.createdAt,
          date: rebalanceReports.rebalanceDate,
          account_name: accounts.name,
          status: rebalanceReports.status,
          external_id: rebalanceReports.externalId,
        },
        rebalanceReports.id,
      ),
    )
    .offset((query.page - 1) * query.page_size)
    .limit(query.page_size);
  return rows.map((r) => ({ ...r.report, accountName: r.accountName, accountCode: r.accountCode ?? '' }));
}

export async function findOperatorReport(db: Database, externalId: string): Promise<OperatorReport | null> {
  const [row] = await db
    .select({ report: rebalanceReports, accountName: accounts.name, accountCode: accounts.externalCode })
    .from(rebalanceReports)
    .innerJoin(accounts, eq(accounts.id, rebalanceReports.accountId))
    .where(eq(rebalanceReports.externalId, externalId))
    .limit(1);
  return row ? { ...row.report, accountName: row.accountName, accountCode: row.accountCode ?? '' } : null;
}
