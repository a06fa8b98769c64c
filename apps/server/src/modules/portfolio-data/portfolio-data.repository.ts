import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PortfolioImportKind } from '@portal/contract';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  cashFlows,
  dailyValuations,
  dataImports,
  investmentOptions,
  users,
  type AccountMembership,
  type DataImportRow,
} from '../../db/schema/index.js';

/** Rows per lookup statement. */
const BATCH = 1000;
/** Rows per insert: as many as keep a statement under PostgreSQL's 65,535 parameters. */
const rowsPerInsert = (columns: number) => Math.floor(30_000 / columns);

function* batches<T>(rows: readonly T[], size = BATCH): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** `excluded.<column>`: the value the conflicting insert proposed. */
const excluded = (column: string) => sql.raw(`excluded.${column}`);

export async function findImport(
  db: Database,
  kind: PortfolioImportKind,
  fileSha256: string,
): Promise<DataImportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataImports)
    .where(and(eq(dataImports.kind, kind), eq(dataImports.fileSha256, fileSha256)))
    .limit(1);
  return row;
}

/** false when the same file was recorded meanwhile (a concurrent import of it won the race). */
export async function recordImport(
  db: Database,
  values: { kind: PortfolioImportKind; fileSha256: string; rowCount: number },
): Promise<boolean> {
  const rows = await db.insert(dataImports).values(values).onConflictDoNothing().returning({ id: dataImports.id });
  return rows.length > 0;
}

export async function usersByEmail(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, { id: number; tenantId: number | null }>> {
  const found = new Map<string, { id: number; tenantId: number | null }>();
  for (const chunk of batches([...new Set(emails)])) {
    const rows = await db
      .select({ id: users.id, email: sql<string>`lower(${users.email})`, tenantId: users.tenantId })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, chunk));
    for (const row of rows) found.set(row.email, { id: row.id, tenantId: row.tenantId });
  }
  return found;
}

export async function accountIdsByCode(db: Database, codes: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const chunk of batches([...new Set(codes)])) {
    const rows = await db
      .select({ id: accounts.id, code: accounts.externalCode })
      .from(accounts)
      .where(inArray(accounts.externalCode, chunk));
    for (const row of rows) if (row.code !== null) found.set(row.code, row.id);
  }
  return found;
}

/** Option ids of the given accounts, keyed by `optionKey(accountId, optionCode)`. */
export async function optionIdsOfAccounts(db: Database, accountIds: readonly number[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const chunk of batches([...new Set(accountIds)])) {
    const rows = await db
      .select({
        id: investmentOptions.id,
        accountId: investmentOptions.accountId,
        code: investmentOptions.externalCode,
      })
      .from(investmentOptions)
      .where(inArray(investmentOptions.accountId, chunk));
    for (const row of rows) found.set(optionKey(row.accountId, row.code), row.id);
  }
  return found;
}

export const optionKey = (accountId: number, optionCode: string) => `${accountId}\u0000${optionCode}`;

export async function upsertAccounts(
  db: Database,
  rows: Array<typeof accounts.$inferInsert>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of batches(rows)) {
    const written = await db
      .insert(accounts)
      .values(chunk)
      .onConflictDoUpdate({
        target: accounts.externalCode,
        set: { name: excluded('name'), accountType: excluded('account_type') },
      })
      .returning({ id: accounts.id, code: accounts.externalCode });
    for (const row of written) if (row.code !== null) ids.set(row.code, row.id);
  }
  return ids;
}

export async function addMembers(
  db: Database,
  rows: Array<{ accountId: number; userId: number; role: AccountMembership }>,
): Promise<void> {
  for (const chunk of batches(rows)) await db.insert(accountMembers).values(chunk).onConflictDoNothing();
}

export async function upsertOptions(db: Database, rows: Array<typeof investmentOptions.$inferInsert>): Promise<void> {
  for (const chunk of batches(rows)) {
    await db
      .insert(investmentOptions)
      .values(chunk)
      .onConflictDoUpdate({
        target: [investmentOptions.accountId, investmentOptions.externalCode],
        set: { label: excluded('label'), color: excluded('color'), position: excluded('position') },
      });
  }
}

/** A re-delivered day replaces the stored figures (the administration system corrected them). */
export async function upsertValuations(db: Database, rows: Array<typeof dailyValuations.$inferInsert>): Promise<void> {
  for (const chunk of batches(rows, rowsPerInsert(4))) {
    await db
      .insert(dailyValuations)
      .values(chunk)
      .onConflictDoUpdate({
        target: [dailyValuations.investmentOptionId, dailyValuations.date],
        set: { totalAssetCents: excluded('total_asset_cents'), marginLoanCents: excluded('margin_loan_cents') },
      });
  }
}

export async function upsertCashFlows(db: Database, rows: Array<typeof cashFlows.$inferInsert>): Promise<void> {
  for (const chunk of batches(rows, rowsPerInsert(5))) {
    await db
      .insert(cashFlows)
      .values(chunk)
      .onConflictDoUpdate({
        target: [cashFlows.investmentOptionId, cashFlows.externalId],
        set: { date: excluded('date'), kind: excluded('kind'), amountCents: excluded('amount_cents') },
      });
  }
}

/**
 * The latest valuation day over the options `o(id)` a query names: one backward index descent
 * of daily_valuations' key per option rather than a scan of every day.
 */
async function latestOver(db: Database, options: SQL): Promise<string | null> {
  const result = (await db.execute(sql`
    select max((select max(v.date) from ${dailyValuations} v where v.investment_option_id = o.id))::text as latest
    from ${options}`)) as unknown as { rows: Array<{ latest: string | null }> };
  return result.rows[0]?.latest ?? null;
}

/** The latest valuation day of any of the options ("Data available up to"). */
export async function latestValuationDateOf(db: Database, optionIds: readonly number[]): Promise<string | null> {
  if (optionIds.length === 0) return null;
  return latestOver(db, sql`unnest(${`{${optionIds.join(',')}}`}::int[]) as o(id)`);
}

/** The same over the accounts the user is a member of. */
export async function latestValuationDate(db: Database, userId: number): Promise<string | null> {
  return latestOver(
    db,
    sql`${investmentOptions} o join ${accountMembers} m on m.account_id = o.account_id where m.user_id = ${userId}`,
  );
}
