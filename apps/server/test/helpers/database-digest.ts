import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.js';

/**
 * What every table holds, cheaply: its row count and the newest transaction that wrote a visible
 * row (`xmin`). An insert or update gives a row a newer xmin, a delete lowers the count, and a
 * rolled-back write leaves no visible row, so two equal digests mean nothing was stored between
 * them, without reading every column of every row.
 */
export type Digest = Record<string, string>;

async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (result as unknown as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
}

/**
 * `except`: tables left out. `ignoring`: tables whose rows are compared without some columns (a
 * bookkeeping column written by every request, such as a session's last activity); these tables
 * are read whole, so keep them to small ones.
 */
export async function databaseDigest(
  database: DatabaseHandle,
  {
    except = new Set(),
    ignoring = {},
  }: { except?: ReadonlySet<string>; ignoring?: Readonly<Record<string, string[]>> } = {},
): Promise<Digest> {
  const names = (await tableNames(database)).filter((n) => !except.has(n));
  const query = names
    .map((n) => {
      const columns = ignoring[n];
      if (!columns) {
        return `select '${n}' as t, count(*)::text || '@' || coalesce(max(xmin::text::bigint), 0)::text as d from "${n}"`;
      }
      const row = columns.reduce((expr, c) => `${expr} - '${c}'`, `to_jsonb(r)`);
      return `select '${n}' as t, count(*)::text || '@' || coalesce(md5(string_agg((${row})::text, ',' order by (${row})::text)), '') as d from "${n}" r`;
    })
    .join(' union all ');
  const result = await database.db.execute(sql.raw(query));
  return Object.fromEntries(
    (result as unknown as { rows: Array<{ t: string; d: string }> }).rows.map((r) => [r.t, r.d]),
  );
}

/** The tables whose digest differs. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
