import type { DocumentSortField } from '@portal/contract';
import { and, asc, count, desc, eq, exists, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { accountMembers, accounts, documents, type DocumentRow } from '../../db/schema/index.js';

export type DocumentWithAccount = DocumentRow & { accountName: string; accountCode: string };

export interface DocumentFilter {
  /** The user's accounts: every query is limited to these. */
  accountIds: number[];
  /** Already trimmed; empty for no search. */
  search: string;
  /** The user's accounts whose name contains the search: all their documents match it. */
  accountIdsNamed: number[];
  annualSummaryPackOnly: boolean;
}

/** The term for LIKE with its pattern characters taken literally. */
function literal(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
const containsPattern = (term: string) => `%${literal(term)}%`;
const startsWithPattern = (term: string) => `${literal(term)}%`;

/** The accounts a user is on, with their names (a person has a handful). */
export function memberAccounts(db: Database, userId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accountMembers.userId, userId));
}

/**
 * The documents of the given accounts, filtered. Every column named here is in
 * documents_listing_idx (migration 0017), so the filter is answered from the index alone.
 */
function matching(filter: DocumentFilter): SQL | undefined {
  return and(
    inArray(documents.accountId, filter.accountIds),
    filter.annualSummaryPackOnly ? eq(documents.isAnnualSummaryPack, true) : undefined,
    filter.search
      ? or(
          filter.accountIdsNamed.length ? inArray(documents.accountId, filter.accountIdsNamed) : undefined,
          like(documents.searchText, containsPattern(filter.search.toLowerCase())),
        )
      : undefined,
  );
}

export type DocumentOrder = { field: DocumentSortField; descending: boolean; accountRank: Map<number, number> };

function orderColumn(order: DocumentOrder): SQL | AnyPgColumn {
  if (order.field !== 'account') return SORT_COLUMN[order.field];
  // By account name without joining accounts: the caller ranks the user's few accounts by name.
  const ranks = [...order.accountRank].map(([id, rank]) => sql`when ${id} then ${rank}`);
  return sql`(case ${documents.accountId} ${sql.join(ranks, sql` `)} end)`;
}

const SORT_COLUMN: Record<Exclude<DocumentSortField, 'account'>, AnyPgColumn> = {
  category: documents.category,
  company: documents.company,
  date_of: documents.dateOf,
  file_size: documents.fileSize,
};

/**
 * One page: the ids are chosen from the index (sorted, then cut to the page), and only those
 * rows are read from the table. Ties fall back to newest first so pages never overlap.
 */
export async function listDocuments(
  db: Database,
  filter: DocumentFilter,
  order: DocumentOrder,
  limit: number,
  offset: number,
): Promise<DocumentRow[]> {
  if (filter.accountIds.length === 0) return [];
  const column = orderColumn(order);
  const page = await db
    .select({ id: documents.id })
    .from(documents)
    .where(matching(filter))
    .orderBy(order.descending ? desc(column) : asc(column), desc(documents.dateOf), desc(documents.id))
    .limit(limit)
    .offset(offset);
  if (page.length === 0) return [];
  const ids = page.map((r) => r.id);
  const rows = await db.select().from(documents).where(inArray(documents.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

export async function countDocuments(db: Database, filter: DocumentFilter): Promise<number> {
  if (filter.accountIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(documents).where(matching(filter));
  return row?.n ?? 0;
}

/**
 * Distinct values of one text column among the documents of these accounts that contain the
 * term: those that start with it first, then alphabetically. The lower-case search column
 * (in the index) narrows the rows before the exact column is compared.
 */
export async function suggestValues(
  db: Database,
  accountIds: number[],
  field: 'company' | 'category',
  term: string,
  limit: number,
): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const column = documents[field];
  const startsWith = sql<boolean>`${column} ilike ${startsWithPattern(term)}`;
  const rows = await db
    .select({ value: column })
    .from(documents)
    .where(
      and(
        inArray(documents.accountId, accountIds),
        like(documents.searchText, containsPattern(term.toLowerCase())),
        ilike(column, containsPattern(term)),
      ),
    )
    .groupBy(column)
    .orderBy(desc(startsWith), asc(column))
    .limit(limit);
  return rows.map((r) => r.value);
}

/** Which of these accounts hold at least one document (one index probe each). */
export async function accountsWithDocuments(db: Database, accountIds: number[]): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        inArray(accounts.id, accountIds),
        exists(
          db
            .select({ one: sql`1` })
            .from(documents)
            .where(eq(documents.accountId, accounts.id)),
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const selection = {
  document: documents,
  accountName: accounts.name,
  accountCode: accounts.externalCode,
};

function flatten(rows: Array<{ document: DocumentRow; accountName: string; accountCode: string }>) {
  return rows.map((r) => ({ ...r.document, accountName: r.accountName, accountCode: r.accountCode }));
}

/** The user's documents among these ids; another user's id is simply not found. */
export async function findVisibleDocuments(
  db: Database,
  userId: number,
  ids: number[],
): Promise<DocumentWithAccount[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(selection)
    .from(documents)
    .innerJoin(accountMembers, eq(accountMembers.accountId, documents.accountId))
    .innerJoin(accounts, eq(accounts.id, documents.accountId))
    .where(and(eq(accountMembers.userId, userId), inArray(documents.id, ids)));
  return flatten(rows);
}

export async function findAccountByCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, code: accounts.externalCode })
    .from(accounts)
    .where(eq(accounts.externalCode, code))
    .limit(1);
  return row;
}

export async function insertDocument(db: Database, values: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

/** An account's documents for the operator, newest first. */
export async function listAccountDocuments(
  db: Database,
  accountId: number,
  limit: number,
): Promise<DocumentWithAccount[]> {
  const rows = await db
    .select(selection)
    .from(documents)
    .innerJoin(accounts, eq(accounts.id, documents.accountId))
    .where(eq(documents.accountId, accountId))
    .orderBy(desc(documents.dateOf), desc(documents.id))
    .limit(limit);
  return flatten(rows);
}
