import type { RebalanceListQuery, RebalanceOrdering } from '@portal/contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
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
