import type { DocumentSortField, OPERATOR_DOCUMENT_ORDERINGS, QueueOrdering } from '@portal/contract';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { accountMembers, accounts, documents, type DocumentRow } from '../../db/schema/index.js';
import { containsPattern, startsWithPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';

export type DocumentWithAccount = DocumentRow & { accountName: string; accountCode: string };

export interface DocumentFilter {
  userId: number;
  /** Already trimmed; empty for no search. */
  search: string;
  annualSummaryPackOnly: boolean;
}

/** The accounts the user is on: the access rule, and the few index ranges every query reads. */
function userAccountIds(db: Database, userId: number) {
  return db.select({ id: accountMembers.accountId }).from(accountMembers).where(eq(accountMembers.userId, userId));
}

/**
 * The user's documents, filtered. Apart from the user's accounts (a handful of rows, looked up
 * once per statement), every column named here is in documents_listing_idx (migration 0017),
 * so PostgreSQL answers from the index alone.
 */
function matching(db: Database, filter: DocumentFilter): SQL | undefined {
  const term = filter.search;
  const namedAccounts = () =>
    db
      .select({ id: accounts.id })
      .from(accountMembers)
      .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
      .where(and(eq(accountMembers.userId, filter.userId), ilike(accounts.name, containsPattern(term))));
  return and(
    inArray(documents.accountId, userAccountIds(db, filter.userId)),
    filter.annualSummaryPackOnly ? eq(documents.isAnnualSummaryPack, true) : undefined,
    term
      ? or(
          // Every document of an account whose name matches.
          inArray(documents.accountId, namedAccounts()),
          like(documents.searchText, containsPattern(term.toLowerCase())),
        )
      : undefined,
  );
}

export type DocumentOrder = { field: DocumentSortField; descending: boolean };

const SORT_COLUMN: Record<DocumentSortField, AnyPgColumn> = {
  account: accounts.name,
  category: documents.category,
  company: documents.company,
  date_of: documents.dateOf,
  file_size: documents.fileSize,
};

/**
 * One page in one statement: the inner query picks the page's ids from the index (sorted,
 * then cut), and only those rows are read from the table. Ties fall back to newest first so
 * pages never overlap.
 */
export async function listDocuments(
  db: Database,
  filter: DocumentFilter,
  order: DocumentOrder,
  limit: number,
  offset: number,
): Promise<DocumentWithAccount[]> {
  const column = SORT_COLUMN[order.field];
  let ids = db
    .select({ id: documents.id, key: sql`${column}`.as('sort_key'), dateOf: documents.dateOf })
    .from(documents)
    .$dynamic();
  // Sorting by account name is the one order that needs the accounts' rows.
  if (order.field === 'account') ids = ids.innerJoin(accounts, eq(accounts.id, documents.accountId));
  const direction = order.descending ? desc : asc;
  const page = ids
    .where(matching(db, filter))
    .orderBy(direction(column), desc(documents.dateOf), desc(documents.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select(selection)
    .from(page)
    .innerJoin(documents, eq(documents.id, page.id))
    .innerJoin(accounts, eq(accounts.id, documents.accountId))
    .orderBy(direction(page.key), desc(page.dateOf), desc(page.id));
  return flatten(rows);
}

export async function countDocuments(db: Database, filter: DocumentFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(matching(db, filter));
  return row?.n ?? 0;
}

/**
 * Distinct values of one text column among the documents of these accounts that contain the
 * term: those that start with it first, then alphabetically. The lower-case search column
 * (in the index) narrows the rows before the exact column is compared.
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
    .where(
      and(
        inArray(documents.accountId, userAccountIds(db, userId)),
        like(documents.searchText, containsPattern(term.toLowerCase())),
        ilike(column, containsPattern(term)),
      ),
    )
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

const selection = {
  document: documents,
  accountName: accounts.name,
  accountCode: accounts.externalCode,
};

/** Documents are published by account code, so their accounts have one; '' keeps the type honest. */
function flatten(rows: Array<{ document: DocumentRow; accountName: string; accountCode: string | null }>) {
  return rows.map((r) => ({ ...r.document, accountName: r.accountName, accountCode: r.accountCode ?? '' }));
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

export async function accountExists(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row !== undefined;
}

export async function insertDocument(db: Database, values: typeof documents.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

// --- The operator's list and uploads to many accounts (the back office) ------------------------

export interface OperatorDocumentFilter {
  accountId?: number | undefined;
  category?: string | undefined;
  /** Matched in the description (title), the file name and the account's name, any case. */
  search?: string | undefined;
}

function operatorWhere(filter: OperatorDocumentFilter): SQL | undefined {
  const pattern = filter.search === undefined ? undefined : containsPattern(filter.search);
  return and(
    filter.accountId === undefined ? undefined : eq(documents.accountId, filter.accountId),
    filter.category === undefined ? undefined : eq(documents.category, filter.category),
    pattern === undefined
      ? undefined
      : or(ilike(documents.company, pattern), ilike(documents.fileName, pattern), ilike(accounts.name, pattern)),
  );
}

export async function countOperatorDocuments(db: Database, filter: OperatorDocumentFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .innerJoin(accounts, eq(accounts.id, documents.accountId))
    .where(operatorWhere(filter));
  return row?.n ?? 0;
}

export async function listOperatorDocuments(
  db: Database,
  filter: OperatorDocumentFilter,
  page: { ordering: QueueOrdering<(typeof OPERATOR_DOCUMENT_ORDERINGS)[number]>; offset: number; limit: number },
): Promise<DocumentWithAccount[]> {
  const rows = await db
    .select(selection)
    .from(documents)
    .innerJoin(accounts, eq(accounts.id, documents.accountId))
    .where(operatorWhere(filter))
    .orderBy(
      ...queueOrder(
        page.ordering,
        {
          created: documents.createdAt,
          date_of: documents.dateOf,
          account_name: accounts.name,
          category: documents.category,
          company: documents.company,
        },
        documents.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit);
  return flatten(rows);
}

export type RecipientAccount = { id: number; code: string; name: string };

/** The receiving accounts named by code (those with another code are left out), by name. */
export async function accountsWithCodes(db: Database, codes: string[]): Promise<RecipientAccount[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id, code: accounts.externalCode, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.externalCode, codes))
    .orderBy(asc(accounts.name), asc(accounts.id));
  return rows.map((r) => ({ ...r, code: r.code ?? '' }));
}

/** Every active account (each has its administration code), by name. */
export async function activeAccounts(db: Database): Promise<RecipientAccount[]> {
  const rows = await db
    .select({ id: accounts.id, code: accounts.externalCode, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.status, 'active'), isNotNull(accounts.externalCode)))
    .orderBy(asc(accounts.name), asc(accounts.id));
  return rows.map((r) => ({ ...r, code: r.code ?? '' }));
}

export async function insertDocuments(
  db: Database,
  values: Array<typeof documents.$inferInsert>,
): Promise<DocumentRow[]> {
  if (values.length === 0) return [];
  return db.insert(documents).values(values).returning();
}
