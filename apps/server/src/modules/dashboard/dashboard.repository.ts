import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  assetClasses,
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

/**
 * The accounts a user is on that have investment options (the portfolio feed's), each with its
 * options in their display order. An account still in setup, or activated but not yet in the
 * feed, has nothing to show here and is left out, so only the feeds change this list.
 */
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
    .innerJoin(investmentOptions, eq(investmentOptions.accountId, accounts.id))
    .where(eq(accountMembers.userId, userId))
    .orderBy(asc(accounts.name), asc(accounts.id), asc(investmentOptions.position), asc(investmentOptions.id));
  const byId = new Map<number, MemberAccount>();
  for (const row of rows) {
    const account = byId.get(row.accountId) ?? { id: row.accountId, name: row.accountName, options: [] };
    byId.set(row.accountId, account);
    account.options.push({ id: row.optionId, label: row.label, color: row.color });
  }
  return [...byId.values()];
}

/**
 * One account with its investment options in display order (none until the feed brings them),
 * whoever is on it: staff's view. Undefined when no account has the id.
 */
export async function accountWithOptions(db: Database, accountId: number): Promise<MemberAccount | undefined> {
  const rows = await db
    .select({
      accountName: accounts.name,
      optionId: investmentOptions.id,
      label: investmentOptions.label,
      color: investmentOptions.color,
    })
    .from(accounts)
    .leftJoin(investmentOptions, eq(investmentOptions.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .orderBy(asc(investmentOptions.position), asc(investmentOptions.id));
  if (rows.length === 0) return undefined;
  return {
    id: accountId,
    name: rows[0]!.accountName,
    options: rows.flatMap((r) => (r.optionId === null ? [] : [{ id: r.optionId, label: r.label!, color: r.color! }])),
  };
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

/** The total asset value card's figures, amounts written as dollars ('1234.56'). */
export interface ValuationFigures {
  /** Each valuation day of the range, oldest first, summed over the options. */
  days: Array<{ date: string; total: string; margin: string; netEquity: string }>;
  /** Some day's margin loan is above 0. */
  hasLoan: boolean;
  /** The last day's sums, in cents. */
  lastTotalCents: bigint;
  lastMarginCents: bigint;
  /** Each option's own series, with its first and last day in cents. */
  options: Map<number, { values: Array<{ date: string; amount: string }>; firstCents: bigint; lastCents: bigint }>;
}

/** Integer cents as text ('-5', '123456') to dollars ('-0.05', '1234.56'): exact, no number involved. */
function centsTextToDollars(cents: string): string {
  const negative = cents.startsWith('-');
  const digits = (negative ? cents.slice(1) : cents).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The daily valuations of the options in the range, per option and summed per day (in SQL),
 * each series sent back as one packed text ('date cents,...'): a year of 12 options is ~3,000
 * valuations, and as that many result rows, then BigInts, their decoding costs more than the query.
 */
export async function valuationFigures(
  db: Database,
  optionIds: number[],
  start: string,
  end: string,
): Promise<ValuationFigures> {
  const result = (await db.execute(sql`
    with v as (
      select ${dailyValuations.investmentOptionId} as option_id, ${dailyValuations.date} as date,
             ${dailyValuations.totalAssetCents} as t, ${dailyValuations.marginLoanCents} as m
      from ${dailyValuations}
      where ${dailyValuations.investmentOptionId} = any(${`{${optionIds.join(',')}}`}::int[])
        and ${dailyValuations.date} >= ${start}::date and ${dailyValuations.date} <= ${end}::date
    )
    select option_id as "optionId", string_agg(date::text || ' ' || t, ',' order by date) as days from v group by option_id
    union all
    select null, string_agg(date::text || ' ' || t || ' ' || m || ' ' || (t - m), ',' order by date)
    from (select date, sum(t) as t, sum(m) as m from v group by date) d`)) as unknown as {
    rows: Array<{ optionId: number | null; days: string | null }>;
  };
  const figures: ValuationFigures = {
    days: [],
    hasLoan: false,
    lastTotalCents: 0n,
    lastMarginCents: 0n,
    options: new Map(),
  };
  for (const row of result.rows) {
    if (!row.days) continue;
    const packed = row.days.split(',').map((day) => day.split(' ') as [string, string, string?, string?]);
    const [, lastTotal, lastMargin] = packed.at(-1)!;
    if (row.optionId === null) {
      figures.days = packed.map(([date, total, margin, netEquity]) => ({
        date,
        total: centsTextToDollars(total),
        margin: centsTextToDollars(margin!),
        netEquity: centsTextToDollars(netEquity!),
      }));
      // Loans are never negative: some day's sum is above 0 when some loan is.
      figures.hasLoan = packed.some(([, , margin]) => margin !== '0');
      figures.lastTotalCents = BigInt(lastTotal);
      figures.lastMarginCents = BigInt(lastMargin!);
    } else {
      figures.options.set(row.optionId, {
        values: packed.map(([date, cents]) => ({ date, amount: centsTextToDollars(cents) })),
        firstCents: BigInt(packed[0]![1]),
        lastCents: BigInt(lastTotal),
      });
    }
  }
  return figures;
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
 * by then has no rows. Ends with `priced`: one row per option and code with `day`, `price` and
 * `value_cents`.
 *
 * Shaped for 300 positions per option among tens of millions of rows: each option's positions
 * are read through its own index entries (a lateral join; a plain join lets the planner scan
 * every open position of every investor) and matched in memory with the closes of its day, read
 * in one scan of the (date, code, price) index; only a code without a close that day (a period
 * ending on a weekend) looks further back, one index descent each.
 */
const HELD_COLUMNS = sql.raw(
  'p.investment_option_id, p.code, p.name, p.asset_class_id, p.units, p.target_units, p.strike_price',
);

function heldOnDay(optionIds: number[], end: string) {
  return sql`
    with days as (
      select id, least(${investmentOptions.holdingsAsOf}, ${end}::date) as day from ${investmentOptions}
      where id = any(${`{${optionIds.join(',')}}`}::int[]) and ${investmentOptions.holdingsAsOf} is not null
    ), priced as (
      select d.day, p.*, x.price, (round(p.units * x.price, 2) * 100)::bigint as value_cents
      from days d cross join lateral (
        select p.*, coalesce(c.price, (
          select sp.price from ${securityPrices} sp where sp.code = p.code and sp.date <= d.day
          order by sp.date desc limit 1
        )) as close
        from (
          -- Still held (the usual case: the day is the latest holdings day), then closed after the day.
          -- Only the columns the open positions' index covers: a cold read takes a few index pages
          -- instead of a page per position scattered over the history (migrations 0019, 0046).
          select ${HELD_COLUMNS} from ${holdingPositions} p
          where p.investment_option_id = d.id and p.valid_to is null and p.valid_from <= d.day
          union all
          select ${HELD_COLUMNS} from ${holdingPositions} p
          where p.investment_option_id = d.id and p.valid_to > d.day and p.valid_from <= d.day
        ) p
        left join ${securityPrices} c on c.date = d.day and c.code = p.code
      ) p
      cross join lateral (select least(p.close, coalesce(p.strike_price, p.close)) as price) x
    )`;
}

export async function latestHoldings(db: Database, optionIds: number[], end: string): Promise<HoldingOnDay[]> {
  if (optionIds.length === 0) return [];
  const result = (await db.execute(sql`
    ${heldOnDay(optionIds, end)}
    select investment_option_id as "optionId", day::text as date, code, p.name, c.name as "assetClass",
           units::text as units, price::text as price, value_cents::text as "valueCents",
           target_units::text as "targetUnits", strike_price is not null as "isStrike"
    from priced p join ${assetClasses} c on c.id = p.asset_class_id`)) as unknown as {
    rows: Array<Omit<HoldingOnDay, 'valueCents'> & { valueCents: string }>;
  };
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
): Promise<Array<{ id: number; assetClass: string; cents: string }>> {
  if (optionIds.length === 0) return [];
  const result = (await db.execute(sql`
    ${heldOnDay(optionIds, end)}
    select c.id, c.name as "assetClass", v.cents from (
      select asset_class_id, sum(value_cents)::text as cents from priced group by asset_class_id
    ) v join ${assetClasses} c on c.id = v.asset_class_id`)) as unknown as {
    rows: Array<{ id: number; assetClass: string; cents: string }>;
  };
  return result.rows;
}

/** Every asset class, in name order: a handful, the same for everyone (the feed names them). */
export function assetClassList(db: Database): Promise<Array<{ id: number; name: string }>> {
  return db.select({ id: assetClasses.id, name: assetClasses.name }).from(assetClasses).orderBy(asc(assetClasses.name));
}

/** What the investments table asks of the latest holdings (filters, grouping, order, one page). */
export interface InvestmentsSelection {
  search: string;
  /** An asset class's id; undefined for every class. */
  assetClassId: number | undefined;
  groupByCode: boolean;
  /** A sort field of the contract, '-' in front for descending. */
  ordering: string;
  /** null: every row (the CSV download). */
  limit: number | null;
  offset: number;
}

/** One row of the table, its figures already written as the wire shows them. */
export interface InvestmentLine {
  /** null when grouped by investment. */
  optionId: number | null;
  code: string;
  name: string;
  assetClass: string;
  /** Six-decimal figures without trailing zeros ('150', '1000.245'); the price keeps two decimals at least. */
  units: string;
  price: string;
  /** Dollars with two decimals. */
  value: string;
  targetUnits: string | null;
  isStrike: boolean;
}

const SORT_KEYS: Record<string, SQL> = {
  code: sql`code collate "C"`,
  name: sql`lower(name) collate "C"`,
  units: sql`units`,
  price: sql`price`,
  value: sql`value_cents`,
  target_units: sql`coalesce(target_units, -1)`,
};

/**
 * The investments table over the latest holdings, searched, filtered, grouped, sorted and paged
 * in SQL: an investor with 12 options holds thousands of positions, and only the page asked for
 * (with the count and the latest day of every match) leaves the database. Ties are broken by
 * code, then option, in the same direction.
 */
export async function investmentsPage(
  db: Database,
  optionIds: number[],
  end: string,
  selection: InvestmentsSelection,
): Promise<{ count: number; date: string | null; lines: InvestmentLine[] }> {
  if (optionIds.length === 0) return { count: 0, date: null, lines: [] };
  const search = selection.search.toLowerCase();
  const descending = selection.ordering.startsWith('-');
  const key = SORT_KEYS[selection.ordering.replace(/^-/, '')];
  if (!key) throw new Error(`Unknown investments ordering ${selection.ordering}`);
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const order = sql`${key} ${direction}, code collate "C" ${direction}, option_id ${direction}`;
  const listed = selection.groupByCode
    ? sql`
      -- One row per code: units, value and target units added (a target only where some row has one).
      select null::int as option_id, max(day) as day, code, min(name) as name, min(asset_class) as asset_class,
             sum(units) as units, (array_agg(price order by investment_option_id))[1] as price,
             sum(value_cents) as value_cents, sum(target_units) as target_units,
             bool_or(strike_price is not null) as is_strike
      from matching group by code`
    : sql`
      select investment_option_id as option_id, day, code, name, asset_class, units, price, value_cents,
             target_units, strike_price is not null as is_strike
      from matching`;
  const result = (await db.execute(sql`
    ${heldOnDay(optionIds, end)},
    matching as (
      select p.*, c.name as asset_class from priced p join ${assetClasses} c on c.id = p.asset_class_id
      where (${search} = '' or strpos(lower(code), ${search}) > 0 or strpos(lower(p.name), ${search}) > 0)
        and (${selection.assetClassId ?? null}::int is null or p.asset_class_id = ${selection.assetClassId ?? null})
    ), listed as (${listed}
    ), totals as (
      select count(*)::int as count, max(day)::text as date from listed
    )
    -- The page is chosen first and only its rows are written as text.
    select t.count, t.date, r.* from totals t left join lateral (
      select option_id as "optionId", code, name, asset_class as "assetClass",
             trim_scale(units)::text as units,
             case when scale(trim_scale(price)) < 2 then round(price, 2)::text else trim_scale(price)::text end as price,
             (value_cents / 100.0)::numeric(20, 2)::text as value,
             trim_scale(target_units)::text as "targetUnits", is_strike as "isStrike"
      from (select * from listed order by ${order} limit ${selection.limit} offset ${selection.offset}) page
      order by ${order}
    ) r on true`)) as unknown as {
    rows: Array<{ count: number; date: string | null } & (({ code: string } & InvestmentLine) | { code: null })>;
  };
  const first = result.rows[0];
  return {
    count: first?.count ?? 0,
    date: first?.date ?? null,
    lines: result.rows.filter(
      (row): row is { count: number; date: string | null } & InvestmentLine => row.code !== null,
    ),
  };
}
