import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  cashFlows,
  dailyValuations,
  holdings,
  investmentOptions,
} from '../../db/schema/index.js';

export interface MemberAccount {
  id: number;
  name: string;
  options: Array<{ id: number; label: string; color: string }>;
}

/** The accounts a user is on, each with its investment options in their display order. */
export async function memberAccounts(db: Database, userId: number): Promise<MemberAccount[]> {
  const rows = await db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      optionId: investmentOptions.id,
      label: investmentOptions.label,
      color: investmentOptions.color,
    })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .leftJoin(investmentOptions, eq(investmentOptions.accountId, accounts.id))
    .where(eq(accountMembers.userId, userId))
    .orderBy(asc(accounts.name), asc(accounts.id), asc(investmentOptions.position), asc(investmentOptions.id));
  const byId = new Map<number, MemberAccount>();
  for (const row of rows) {
    const account = byId.get(row.accountId) ?? { id: row.accountId, name: row.accountName, options: [] };
    byId.set(row.accountId, account);
    if (row.optionId !== null) account.options.push({ id: row.optionId, label: row.label!, color: row.color! });
  }
  return [...byId.values()];
}

/** Cash flows summed per month and kind ('YYYY-MM'); sums as text so no cent is lost. */
export function monthlyCashFlows(db: Database, optionIds: number[], start: string, end: string) {
  const month = sql<string>`to_char(${cashFlows.date}, 'YYYY-MM')`;
  return db
    .select({ month, kind: cashFlows.kind, cents: sql<string>`sum(${cashFlows.amountCents})::text` })
    .from(cashFlows)
    .where(and(inArray(cashFlows.investmentOptionId, optionIds), gte(cashFlows.date, start), lte(cashFlows.date, end)))
    .groupBy(month, cashFlows.kind);
}

/** Every daily valuation of the options in the range, oldest first. */
export function valuationsBetween(db: Database, optionIds: number[], start: string, end: string) {
  return db
    .select({
      optionId: dailyValuations.investmentOptionId,
      date: dailyValuations.date,
      totalCents: dailyValuations.totalAssetCents,
      marginCents: dailyValuations.marginLoanCents,
    })
    .from(dailyValuations)
    .where(
      and(
        inArray(dailyValuations.investmentOptionId, optionIds),
        gte(dailyValuations.date, start),
        lte(dailyValuations.date, end),
      ),
    )
    .orderBy(asc(dailyValuations.date));
}

/** The holdings each option had on its latest holdings day on or before `end`. */
export async function latestHoldings(db: Database, optionIds: number[], end: string) {
  if (optionIds.length === 0) return [];
  const latest = db
    .select({ optionId: holdings.investmentOptionId, date: sql<string>`max(${holdings.date})`.as('latest_date') })
    .from(holdings)
    .where(and(inArray(holdings.investmentOptionId, optionIds), lte(holdings.date, end)))
    .groupBy(holdings.investmentOptionId)
    .as('latest');
  return db
    .select({
      optionId: holdings.investmentOptionId,
      date: holdings.date,
      code: holdings.code,
      name: holdings.name,
      assetClass: holdings.assetClass,
      units: holdings.units,
      price: holdings.price,
      valueCents: holdings.valueCents,
      targetUnits: holdings.targetUnits,
      isStrike: holdings.isStrike,
    })
    .from(holdings)
    .innerJoin(latest, and(eq(latest.optionId, holdings.investmentOptionId), eq(latest.date, holdings.date)));
}
