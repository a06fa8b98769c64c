import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  cashFlows,
  dailyValuations,
  holdingPositions,
  investmentOptions,
  securityPrices,
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

/** What an option held on a day, priced and valued as README.md says. */
export interface HoldingOnDay {
  optionId: number;
  /** The day the figures are for: the option's latest holdings day, or `end` if earlier. */
  date: string;
  code: string;
  name: string;
  assetClass: string;
  /** Decimal text with six decimals, like every numeric(20,6) figure here. */
  units: string;
  /** The effective price: the day's market close, capped at the strike when calls are written over it. */
  price: string;
  /** round_half_up(units × price, cents), computed in SQL. */
  valueCents: number;
  targetUnits: string | null;
  /** Calls are written over the holding (its price is capped at their strike). */
  isStrike: boolean;
}

/**
 * What each option held on its latest holdings day on or before `end`: the positions valid on
 * min(end, holdings_as_of), each priced at the latest close on or before that day (capped at
 * its strike) and valued units × price rounded half up to the cent. An option with no holdings
 * by then has no rows. Ends with `priced`, one row per option and code with `price` and
 * `value_cents`.
 *
 * Shaped for 300 positions per option among tens of millions of rows: each option's positions
 * are looked up through its own index entries (a lateral join; a plain join lets the planner
 * scan every open position of every investor), and each code's close is looked up once per day
 * (`materialized`: inlined, the close subquery ran again for every holding and every use).
 */
function heldOnDay(optionIds: number[], end: string) {
  return sql`
    with days as (
      select id, least(${investmentOptions.holdingsAsOf}, ${end}::date) as day from ${investmentOptions}
      where id = any(${`{${optionIds.join(',')}}`}::int[]) and ${investmentOptions.holdingsAsOf} is not null
    ), held as materialized (
      -- Still held (the usual case: the day is the latest holdings day), then closed after the day.
      select d.day, p.* from days d cross join lateral (
        select * from ${holdingPositions} p
        where p.investment_option_id = d.id and p.valid_to is null and p.valid_from <= d.day
        union all
        select * from ${holdingPositions} p
        where p.investment_option_id = d.id and p.valid_to > d.day and p.valid_from <= d.day
      ) p
    ), closes as materialized (
      -- One lookup per code and day, however many options hold it.
      select c.code, c.day, (
        select sp.price from ${securityPrices} sp where sp.code = c.code and sp.date <= c.day
        order by sp.date desc limit 1
      ) as close
      from (select distinct code, day from held) c
    ), priced as (
      select h.*, p.price, (round(h.units * p.price, 2) * 100)::bigint as value_cents
      from held h join closes c on c.code = h.code and c.day = h.day
      cross join lateral (select least(c.close, coalesce(h.strike_price, c.close)) as price) p
    )`;
}

export async function latestHoldings(db: Database, optionIds: number[], end: string): Promise<HoldingOnDay[]> {
  if (optionIds.length === 0) return [];
  const result = (await db.execute(sql`
    ${heldOnDay(optionIds, end)}
    select investment_option_id as "optionId", day::text as date, code, name, asset_class as "assetClass",
           units::text as units, price::text as price, value_cents::text as "valueCents",
           target_units::text as "targetUnits", strike_price is not null as "isStrike"
    from priced`)) as unknown as { rows: Array<Omit<HoldingOnDay, 'valueCents'> & { valueCents: string }> };
  return result.rows.map((row) => ({ ...row, valueCents: Number(row.valueCents) }));
}

/**
 * The same holdings' values summed by asset class in SQL, in cents (as text: no cent lost):
 * the asset allocation needs a handful of sums, not thousands of rows.
 */
export async function holdingValuesByAssetClass(
  db: Database,
  optionIds: number[],
  end: string,
): Promise<Array<{ assetClass: string; cents: string }>> {
  if (optionIds.length === 0) return [];
  const result = (await db.execute(sql`
    ${heldOnDay(optionIds, end)}
    select asset_class as "assetClass", sum(value_cents)::text as cents from priced group by asset_class`)) as unknown as {
    rows: Array<{ assetClass: string; cents: string }>;
  };
  return result.rows;
}
