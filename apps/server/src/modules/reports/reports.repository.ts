import { and, asc, count, desc, eq, gte, inArray, isNull, lte, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  cashFlows,
  dailyValuations,
  generatedReports,
  investmentOptions,
  users,
  type GeneratedReportRow,
} from '../../db/schema/index.js';

/** First and last valuation day of each option (the data range reports may cover). */
export async function optionDataRanges(
  db: Database,
  optionIds: number[],
): Promise<Map<number, { min: string; max: string }>> {
  if (optionIds.length === 0) return new Map();
  const rows = await db
    .select({
      optionId: dailyValuations.investmentOptionId,
      min: min(dailyValuations.date),
      max: max(dailyValuations.date),
    })
    .from(dailyValuations)
    .where(inArray(dailyValuations.investmentOptionId, optionIds))
    .groupBy(dailyValuations.investmentOptionId);
  return new Map(rows.map((r) => [r.optionId, { min: r.min!, max: r.max! }]));
}

export async function insertReport(
  db: Database,
  values: typeof generatedReports.$inferInsert,
): Promise<GeneratedReportRow> {
  const [row] = await db.insert(generatedReports).values(values).returning();
  return row!;
}

export async function findReport(db: Database, id: number): Promise<GeneratedReportRow | undefined> {
  const [row] = await db.select().from(generatedReports).where(eq(generatedReports.id, id)).limit(1);
  return row;
}

export async function findOwnReport(db: Database, id: number, userId: number): Promise<GeneratedReportRow | undefined> {
  const [row] = await db
    .select()
    .from(generatedReports)
    .where(and(eq(generatedReports.id, id), eq(generatedReports.userId, userId)))
    .limit(1);
  return row;
}

export async function listReports(db: Database, userId: number, limit: number, offset: number) {
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(generatedReports).where(eq(generatedReports.userId, userId)),
    db
      .select()
      .from(generatedReports)
      .where(eq(generatedReports.userId, userId))
      .orderBy(desc(generatedReports.createdAt), desc(generatedReports.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { count: total[0]?.n ?? 0, rows };
}

/** Ready reports the user has not opened: the badge. */
export async function countNewReports(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(generatedReports)
    .where(
      and(eq(generatedReports.userId, userId), eq(generatedReports.status, 'ready'), isNull(generatedReports.readAt)),
    );
  return row?.n ?? 0;
}

export async function markReportRead(db: Database, id: number, userId: number, now: Date): Promise<void> {
  await db
    .update(generatedReports)
    .set({ readAt: now })
    .where(and(eq(generatedReports.id, id), eq(generatedReports.userId, userId), isNull(generatedReports.readAt)));
}

/** Pending -> ready with its stored file; false when it was no longer pending (a repeated run). */
export async function markReportReady(
  db: Database,
  id: number,
  file: { storageKey: string; sizeBytes: number },
): Promise<boolean> {
  const rows = await db
    .update(generatedReports)
    .set({ status: 'ready', storageKey: file.storageKey, fileSizeBytes: file.sizeBytes, finishedAt: sql`now()` })
    .where(and(eq(generatedReports.id, id), eq(generatedReports.status, 'pending')))
    .returning({ id: generatedReports.id });
  return rows.length > 0;
}

export async function markReportFailed(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(generatedReports)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(and(eq(generatedReports.id, id), eq(generatedReports.status, 'pending')))
    .returning({ id: generatedReports.id });
  return rows.length > 0;
}

/** Names of accounts and labels of options as they are now, for the list and the PDF. */
export async function namesOf(db: Database, accountIds: number[], optionIds: number[]) {
  const [accountRows, optionRows] = await Promise.all([
    accountIds.length
      ? db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, accountIds))
      : [],
    optionIds.length
      ? db
          .select({ id: investmentOptions.id, label: investmentOptions.label })
          .from(investmentOptions)
          .where(inArray(investmentOptions.id, optionIds))
      : [],
  ]);
  return {
    accounts: new Map(accountRows.map((a) => [a.id, a.name])),
    options: new Map(optionRows.map((o) => [o.id, o.label])),
  };
}

export async function usersByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, { firstName: string; lastName: string; tenantId: number | null }>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, tenantId: users.tenantId })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** How many of these accounts the user is on. */
export async function memberAccountCount(db: Database, userId: number, accountIds: number[]): Promise<number> {
  if (accountIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(accountMembers)
    .where(and(eq(accountMembers.userId, userId), inArray(accountMembers.accountId, accountIds)));
  return row?.n ?? 0;
}

/** Every cash flow of the options in the range, oldest first (the transactions report). */
export function cashFlowsBetween(db: Database, optionIds: number[], start: string, end: string) {
  return db
    .select({
      optionId: cashFlows.investmentOptionId,
      date: cashFlows.date,
      kind: cashFlows.kind,
      cents: cashFlows.amountCents,
    })
    .from(cashFlows)
    .where(and(inArray(cashFlows.investmentOptionId, optionIds), gte(cashFlows.date, start), lte(cashFlows.date, end)))
    .orderBy(asc(cashFlows.date), asc(cashFlows.investmentOptionId), asc(cashFlows.id));
}
