import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { HoldingLine } from './feed-formats.js';
import { assetClasses } from '../../db/schema/asset-classes.js';
import { investmentOptions } from '../../db/schema/investment-options.js';
import { holdingPositions } from '../../db/schema/holding-positions.js';
import { securityPrices } from '../../db/schema/security-prices.js';
import { stagedHoldingImports, stagedHoldings } from '../../db/schema/staged-holdings.js';

/**
 * The holdings import's queries: rows are staged as the file streams in, checked, then applied
 * to the positions with a few set-based statements per day (README.md beside this file).
 */

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A PostgreSQL array literal of the values, sent as one text parameter and cast in the query:
 * thousands of rows then travel in one statement of a few parameters (`unnest`), far below the
 * protocol's 65,535 parameters, on both drivers alike. Text is quoted (quotes and backslashes
 * escaped); null is NULL.
 */
export function arrayLiteral(values: ReadonlyArray<string | number | null>): string {
  if (values.every((value) => typeof value === 'string' && !value.includes('"') && !value.includes('\\')))
    return values.length === 0 ? '{}' : `{"${values.join('","')}"}`;
  const elements = values.map((value) => (value === null ? 'NULL' : `"${String(value).replace(/["\\]/g, '\\$&')}"`));
  return `{${elements.join(',')}}`;
}

/**
 * The same for numbers, dates and decimal text (digits, '-', '.'), which need no quoting: the
 * staging of a day's feed builds millions of elements.
 */
function bareArrayLiteral(values: ReadonlyArray<string | number | null>): string {
  return `{${values.map((value) => value ?? 'NULL').join(',')}}`;
}

/** Starts an import: its id keys the staged rows. Imports dead for a day (their process ended) are swept. */
export async function startStagedImport(db: Database): Promise<number> {
  const stale = await rows<{ id: number }>(
    db,
    sql`delete from ${stagedHoldingImports} where ${stagedHoldingImports.startedAt} < now() - interval '1 day' returning id`,
  );
  if (stale.length > 0)
    await db.execute(
      sql`delete from ${stagedHoldings} where ${stagedHoldings.importId} = any(${arrayLiteral(stale.map((r) => r.id))}::int[])`,
    );
  const [started] = await db.insert(stagedHoldingImports).values({}).returning({ id: stagedHoldingImports.id });
  return started!.id;
}

/**
 * Ends an import: its staged rows go. When no other import is in progress the table is
 * truncated rather than millions of rows deleted (instant, and no dead rows left for the next
 * import to wade through). The lock comes first, so an import starting meanwhile either is seen
 * (and its rows kept) or stages its rows after the truncation.
 */
export async function endStagedImport(db: Database, importId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${stagedHoldings} in access exclusive mode`);
    const others = await rows(
      tx,
      sql`select 1 from ${stagedHoldingImports} where ${stagedHoldingImports.id} <> ${importId} limit 1`,
    );
    if (others.length === 0) await tx.execute(sql`truncate ${stagedHoldings}`);
    else await tx.execute(sql`delete from ${stagedHoldings} where ${stagedHoldings.importId} = ${importId}`);
    await tx.execute(sql`delete from ${stagedHoldingImports} where ${stagedHoldingImports.id} = ${importId}`);
  });
}

/** Rows to stage: the checked lines of a batch, each with its option. */
export class StagedBatch {
  readonly lines: HoldingLine[] = [];
  readonly optionIds: number[] = [];

  add(line: HoldingLine, optionId: number): void {
    this.lines.push(line);
    this.optionIds.push(optionId);
  }

  get size(): number {
    return this.lines.length;
  }
}

/** The staged rows' columns, in the order both stagers (insert and COPY) write their values. */
export const STAGED_COLUMNS =
  'import_id, row, investment_option_id, date, code, name, asset_class, units, target_units, strike_price';

/** One multi-row insert of a batch, each column travelling as one array. */
export async function stageRows(db: Database, importId: number, batch: StagedBatch): Promise<void> {
  const column = <T>(value: (line: HoldingLine) => T) => batch.lines.map(value);
  await db.execute(sql`
    insert into ${stagedHoldings} (${sql.raw(STAGED_COLUMNS)})
    select ${importId}, * from unnest(
      ${bareArrayLiteral(column((l) => l.row))}::int[], ${bareArrayLiteral(batch.optionIds)}::int[],
      ${bareArrayLiteral(column((l) => l.date))}::date[], ${arrayLiteral(column((l) => l.code))}::text[],
      ${arrayLiteral(column((l) => l.name))}::text[], ${arrayLiteral(column((l) => l.assetClass))}::text[],
      ${bareArrayLiteral(column((l) => l.units))}::numeric[], ${bareArrayLiteral(column((l) => l.targetUnits))}::numeric[],
      ${bareArrayLiteral(column((l) => l.strikePrice))}::numeric[])`);
}

/**
 * Rows giving an option, day and code that an earlier row of the file already gave (with that
 * row), in file order, at most `limit`; `total` counts them all.
 */
export async function stagedDuplicates(
  db: Database,
  importId: number,
  limit: number,
): Promise<Array<{ row: number; first: number; total: number }>> {
  return rows(
    db,
    sql`
    select s.row, f.first, (count(*) over ())::int as total
    from ${stagedHoldings} s
    join (
      select investment_option_id, date, code, min(row) as first from ${stagedHoldings}
      where import_id = ${importId} group by 1, 2, 3 having count(*) > 1
    ) f on f.investment_option_id = s.investment_option_id and f.date = s.date and f.code = s.code
    where s.import_id = ${importId} and s.row <> f.first
    order by s.row limit ${limit}`,
  );
}

export interface OptionRef {
  id: number;
  accountId: number;
  code: string;
  holdingsAsOf: string | null;
}

export async function optionsOfAccounts(db: Database, accountIds: readonly number[]): Promise<OptionRef[]> {
  if (accountIds.length === 0) return [];
  return rows(
    db,
    sql`
    select id, account_id as "accountId", external_code as code, holdings_as_of::text as "holdingsAsOf"
    from ${investmentOptions} where account_id = any(${arrayLiteral([...accountIds])}::int[])`,
  );
}

/**
 * Locks the options for the rest of the transaction (two imports of the same options apply one
 * after the other) and answers each one's latest holdings day as it now stands.
 */
export async function lockOptionsForHoldings(db: Database, optionIds: readonly number[]): Promise<Map<number, string>> {
  const locked = await rows<{ id: number; asOf: string | null }>(
    db,
    sql`
    select id, holdings_as_of::text as "asOf" from ${investmentOptions}
    where id = any(${arrayLiteral([...optionIds])}::int[]) order by id for update`,
  );
  return new Map(locked.filter((r) => r.asOf !== null).map((r) => [r.id, r.asOf!]));
}

/**
 * Undoes an imported day of the options (a corrected delivery of their latest day): back to
 * what they held the day before. Rows opened on the day go first, so that reopening a row
 * never meets an open row of the same code.
 */
export async function undoHoldingsDay(db: Database, date: string, optionIds: readonly number[]): Promise<void> {
  const options = sql`${arrayLiteral([...optionIds])}::int[]`;
  await db.execute(sql`
    delete from ${holdingPositions}
    where investment_option_id = any(${options}) and valid_to is null and valid_from = ${date}::date`);
  await db.execute(sql`
    update ${holdingPositions} set valid_to = null
    where investment_option_id = any(${options}) and valid_to = ${date}::date`);
}

/**
 * Numbers the asset classes the file names that no file named before. Several imports may add
 * the same name at once: the unique name decides, and each finds the one row.
 */
export async function addAssetClasses(db: Database, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db.execute(sql`
    insert into ${assetClasses} (name)
    select name from unnest(${arrayLiteral([...names].sort())}::text[]) as n(name)
    on conflict (name) do nothing`);
}

/**
 * The differences of a day's snapshot from what its options held, for the rest of the
 * transaction (one table, emptied after each day): `closes` names an open position to close,
 * the other columns a position to open.
 */
export async function createHoldingChanges(db: Database): Promise<void> {
  await db.execute(sql`
    create temporary table holding_changes (
      option_id integer not null, closes text,
      code text, name text, asset_class_id integer,
      units numeric(20, 6), target_units numeric(20, 6), strike_price numeric(20, 6)
    ) on commit drop`);
}

/**
 * Applies one day's snapshot of the options: their open positions are compared with the day's
 * staged rows in one pass, keeping only the differences; positions that changed or are no
 * longer listed are closed on the day, new and changed ones opened. Positions listed unchanged
 * are not touched at all. The open positions are read from their covering index alone
 * (migrations 0019, 0046), not from rows spread over years of history. The staged rows' asset
 * class names must be numbered first (`addAssetClasses`): a name without a row would leave its
 * position without a class, which the table refuses.
 */
export async function applyHoldingsDay(
  db: Database,
  importId: number,
  date: string,
  optionIds: readonly number[],
): Promise<void> {
  const day = sql`${date}::date`;
  await db.execute(sql`
    insert into holding_changes
    select coalesce(s.investment_option_id, p.investment_option_id), p.code,
           s.code, s.name, s.asset_class_id, s.units, s.target_units, s.strike_price
    from (
      select s.*, c.id as asset_class_id from ${stagedHoldings} s
      left join ${assetClasses} c on c.name = s.asset_class
      where s.import_id = ${importId} and s.date = ${day}
    ) s
    full join (
      select investment_option_id, code, name, asset_class_id, units, target_units, strike_price
      from ${holdingPositions}
      where valid_to is null and investment_option_id = any(${arrayLiteral([...optionIds])}::int[])
    ) p on p.investment_option_id = s.investment_option_id and p.code = s.code
    where s.code is null or p.code is null
       or (s.name, s.asset_class_id, s.units) <> (p.name, p.asset_class_id, p.units)
       or s.target_units is distinct from p.target_units
       or s.strike_price is distinct from p.strike_price`);
  // A few thousand changes against tens of millions of positions: with its size known the
  // planner looks each one up by the open positions' index.
  await db.execute(sql`analyze holding_changes`);
  await db.execute(sql`
    update ${holdingPositions} p set valid_to = ${day}
    from holding_changes c
    where c.closes is not null and p.valid_to is null
      and p.investment_option_id = c.option_id and p.code = c.closes`);
  await db.execute(sql`
    insert into ${holdingPositions}
      (investment_option_id, code, name, asset_class_id, units, target_units, strike_price, valid_from)
    select option_id, code, name, asset_class_id, units, target_units, strike_price, ${day}
    from holding_changes where code is not null`);
  await db.execute(sql`delete from holding_changes`);
}

/** Each option's latest holdings day, once its days are applied. */
export async function setHoldingsAsOf(
  db: Database,
  latest: ReadonlyArray<{ optionId: number; date: string }>,
): Promise<void> {
  await db.execute(sql`
    update ${investmentOptions} o set holdings_as_of = l.date
    from unnest(
      ${arrayLiteral(latest.map((l) => l.optionId))}::int[],
      ${arrayLiteral(latest.map((l) => l.date))}::date[]) as l(option_id, date)
    where o.id = l.option_id`);
}

/** A later file may correct a day's close: the stored price is replaced. */
export async function upsertSecurityPrices(
  db: Database,
  prices: ReadonlyArray<{ code: string; date: string; price: string }>,
): Promise<void> {
  const BATCH = 10_000;
  for (let start = 0; start < prices.length; start += BATCH) {
    const chunk = prices.slice(start, start + BATCH);
    await db.execute(sql`
      insert into ${securityPrices} (code, date, price)
      select * from unnest(
        ${arrayLiteral(chunk.map((p) => p.code))}::text[],
        ${arrayLiteral(chunk.map((p) => p.date))}::date[],
        ${arrayLiteral(chunk.map((p) => p.price))}::numeric[])
      on conflict (code, date) do update set price = excluded.price`);
  }
}

/**
 * For the rest of the transaction: a day's feed is compared in memory rather than on disk, and
 * its few large statements are not worth compiling (JIT costs a second and saves less).
 */
export async function prepareBulkApply(db: Database): Promise<void> {
  await db.execute(sql`select set_config('work_mem', '256MB', true), set_config('jit', 'off', true)`);
}
