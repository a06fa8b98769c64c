import type { DocumentSortField } from '@portal/contract';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { accountMembers, accounts, documents, type DocumentRow } from '../../db/schema/index.js';

export type DocumentWithAccount = DocumentRow & { accountName: string; accountCode: string };

export interface DocumentFilter {
  userId: number;
  /** Already trimmed; empty for no search. */
  search: string;
  annualSummaryPackOnly: boolean;
}

/** The term for ILIKE with its pattern characters taken literally. */
function literal(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
const containsPattern = (term: string) => `%${literal(term)}%`;
const startsWithPattern = (term: string) => `${literal(term)}%`;

/**
 * Every query starts from the user's memberships: the join to account_members is the access
 * rule (a document of an account the user is not on is never read), and it is also what lets
 * the planner walk documents_account_date_idx for just those few accounts.
 */
function visibleTo(filter: DocumentFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    eq(accountMembers.userId, filter.userId),
    filter.annualSummaryPackOnly ? eq(documents.isAnnualSummaryPack, true) : undefined,
    pattern
      ? or(ilike(accounts.name, pattern), ilike(documents.company, pattern), ilike(documents.category, pattern))
      : undefined,
  );
}

const SORT_COLUMN: Record<DocumentSortField, AnyPgColumn> = {
  account: accounts.name,
  category: documents.category,
  company: documents.company,
  date_of: documents.dateOf,
  file_size: documents.fileSize,
};

const selection = {
  document: documents,
  accountName: accounts.name,
  accountCode: accounts.externalCode,
};

function flatten(rows: Array<{ document: DocumentRow; accountName: string; accountCode: string }>) {
  return rows.map((r) => ({ ...r.document, accountName: r.accountName, accountCode: r.accountCode }));
}

/** One page in the asked order; ties fall back to newest first so pages never overlap. */
export async function listVisibleDocuments(
  db: Database,
  filter: DocumentFilter,
  sort: { field: DocumentSortField; descending: boolean },
  limit: number,
  offset: number,
): Promise<DocumentWithAccount[]> {
  const column = SORT_COLUMN[sort.field];
  const rows = await db
    .select(selection)
    .from(documents)
    .innerJoin(accountMembers, eq(accountMembers.accountId, documents.accountId))
    .innerJoin(accounts, eq(accounts.id, documents.accountId))
    .where(visibleTo(filter))
    .orderBy(sort.descending ? desc(column) : asc(column), desc(documents.dateOf), desc(documents.id))
    .limit(limit)
    .offset(offset);
  return flatten(rows);
}

export async function countVisibleDocuments(db: Database, filter: DocumentFilter): Promise<number> {
  const query = db
    .select({ n: count() })
    .from(documents)
    .innerJoin(accountMembers, eq(accountMembers.accountId, documents.accountId));
  // The account's name only matters to a search; without one the join is left out.
  const [row] = filter.search
    ? await query.innerJoin(accounts, eq(accounts.id, documents.accountId)).where(visibleTo(filter))
    : await query.where(visibleTo(filter));
  return row?.n ?? 0;
}

/**
 * Distinct values of one text column among the user's documents that contain the term: those
 * that start with it first, then alphabetically.
 */
export async function suggestValues(
  db: Database,
  userId: number,
  field: 'company' | 'category',
  term: string,
  limit: number,
): Promise<string[]> {
  const column = documents[field];
  const startsWith = sql<boolean>`${column} ilike ${startsWithPattern(term)}`;
  const rows = await db
    .select({ value: column })
    .from(documents)
    .innerJoin(accountMembers, eq(accountMembers.accountId, documents.accountId))
    .where(and(eq(accountMembers.userId, userId), ilike(column, containsPattern(term))))
    .groupBy(column)
    .orderBy(desc(startsWith), asc(column))
    .limit(limit);
  return rows.map((r) => r.value);
}

/** Names of the user's accounts that hold at least one document and contain the term. */
export async function suggestAccountNames(
  db: Database,
  userId: number,
  term: string,
  limit: number,
): Promise<string[]> {
  const startsWith = sql<boolean>`${accounts.name} ilike ${startsWithPattern(term)}`;
  const rows = await db
    .select({ value: accounts.name })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(
      and(
        eq(accountMembers.userId, userId),
        ilike(accounts.name, containsPattern(term)),
        exists(
          db
            .select({ one: sql`1` })
            .from(documents)
            .where(eq(documents.accountId, accounts.id)),
        ),
      ),
    )
    .groupBy(accounts.name)
    .orderBy(desc(startsWith), asc(accounts.name))
    .limit(limit);
  return rows.map((r) => r.value);
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
