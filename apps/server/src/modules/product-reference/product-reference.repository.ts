import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ProductKey } from '@portal/contract';
import type { Database } from '../../db/client.js';
import {
  accountingMethods,
  applicationNoteTypes,
  applicationProducts,
  assetAllocationCategories,
  assetAllocationOptions,
  industryClassifications,
  loanNoteTypes,
  sourcesOfFunds,
  type AccountingMethodRow,
  type AssetAllocationCategoryRow,
  type AssetAllocationOptionRow,
  type IndustryClassificationRow,
  type LoanNoteTypeRow,
  type SourceOfFundsRow,
} from '../../db/schema/index.js';

/** What one section's import did. */
export interface SectionCounts {
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  deactivated: number;
  /** The entries' keys (codes; an application's id) behind the counts, for the import's preview. */
  keys: { added: string[]; updated: string[]; removed: string[] };
}

export const noCounts = (): SectionCounts => ({
  added: 0,
  updated: 0,
  unchanged: 0,
  removed: 0,
  deactivated: 0,
  keys: { added: [], updated: [], removed: [] },
});

/** A reference table: an id, a stable key (or code), and `active`. */
interface ReferenceTable {
  table: PgTable;
  id: AnyPgColumn;
  key: AnyPgColumn;
  active: AnyPgColumn;
  /** The row's field that holds the key: 'key', or 'code' for the classification. */
  keyField: 'key' | 'code';
}

const TABLES = {
  noteTypes: {
    table: loanNoteTypes,
    id: loanNoteTypes.id,
    key: loanNoteTypes.key,
    active: loanNoteTypes.active,
    keyField: 'key',
  },
  categories: {
    table: assetAllocationCategories,
    id: assetAllocationCategories.id,
    key: assetAllocationCategories.key,
    active: assetAllocationCategories.active,
    keyField: 'key',
  },
  options: {
    table: assetAllocationOptions,
    id: assetAllocationOptions.id,
    key: assetAllocationOptions.key,
    active: assetAllocationOptions.active,
    keyField: 'key',
  },
  sources: {
    table: sourcesOfFunds,
    id: sourcesOfFunds.id,
    key: sourcesOfFunds.key,
    active: sourcesOfFunds.active,
    keyField: 'key',
  },
  methods: {
    table: accountingMethods,
    id: accountingMethods.id,
    key: accountingMethods.key,
    active: accountingMethods.active,
    keyField: 'key',
  },
  industries: {
    table: industryClassifications,
    id: industryClassifications.id,
    key: industryClassifications.code,
    active: industryClassifications.active,
    keyField: 'code',
  },
} satisfies Record<string, ReferenceTable>;
export type ReferenceTableName = keyof typeof TABLES;

type Values = Record<string, string | number | boolean | null>;
type StoredRow = Values & { id: number };

function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23503') return true;
  return false;
}

/** The same values as stored: each field the file sets, compared exactly (numerics arrive at the column's scale). */
function same(stored: StoredRow, values: Values): boolean {
  return Object.entries(values).every(([field, value]) => (stored[field] ?? null) === (value ?? null));
}

/**
 * Writes the file's entries of a table, by key: new keys inserted, changed ones updated in place
 * (their ids stay). Returns the id of every key. Call it inside the import's transaction, then
 * `pruneEntries` once nothing will point at the old rows any more.
 */
export async function upsertEntries(
  tx: Database,
  name: ReferenceTableName,
  incoming: readonly Values[],
  counts: SectionCounts,
): Promise<Map<string, number>> {
  const t: ReferenceTable = TABLES[name];
  const stored = (await tx.select().from(t.table as never)) as unknown as StoredRow[];
  const byKey = new Map(stored.map((row) => [String(row[t.keyField]), row]));
  const ids = new Map<string, number>();
  for (const values of incoming) {
    const key = String(values[t.keyField]);
    const row = byKey.get(key);
    if (!row) {
      const [added] = (await tx
        .insert(t.table)
        .values(values as never)
        .returning({ id: t.id })) as Array<{ id: number }>;
      ids.set(key, added!.id);
      counts.added += 1;
      counts.keys.added.push(key);
      continue;
    }
    ids.set(key, row.id);
    if (same(row, values)) {
      counts.unchanged += 1;
      continue;
    }
    await tx
      .update(t.table)
      .set({ ...values, updatedAt: new Date() } as never)
      .where(eq(t.id, row.id));
    // Moved only (an entry above it came or went): the same entry, in a new place.
    if (same(row, { ...values, position: row.position ?? null })) counts.unchanged += 1;
    else {
      counts.updated += 1;
      counts.keys.updated.push(key);
    }
  }
  return ids;
}

/** Sub-industries before industries before groups before sectors: a child goes before its parent. */
const DEEPEST_FIRST = ['sub_industry', 'industry', 'industry_group', 'sector'];

/**
 * Removes the table's entries whose keys the file no longer has: deleted, or, when something
 * still refers to them (the database's foreign keys say so), deactivated, so that their ids stay
 * valid for what points at them.
 */
export async function pruneEntries(
  tx: Database,
  name: ReferenceTableName,
  keep: ReadonlySet<string>,
  counts: SectionCounts,
): Promise<void> {
  const t: ReferenceTable = TABLES[name];
  const stored = ((await tx.select().from(t.table as never)) as unknown as StoredRow[])
    .filter((row) => !keep.has(String(row[t.keyField])))
    .sort((a, b) => DEEPEST_FIRST.indexOf(String(a.level)) - DEEPEST_FIRST.indexOf(String(b.level)));
  for (const row of stored) {
    const removed = await tx
      .transaction(async (savepoint) => {
        await savepoint.delete(t.table).where(eq(t.id, row.id));
        return true;
      })
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      });
    if (removed) {
      counts.removed += 1;
      counts.keys.removed.push(String(row[t.keyField]));
    } else if (row.active) {
      counts.keys.removed.push(String(row[t.keyField]));
      await tx
        .update(t.table)
        .set({ active: false, updatedAt: new Date() } as never)
        .where(eq(t.id, row.id));
      counts.deactivated += 1;
    }
  }
}

/**
 * Every application's products and note types become exactly these. Counts per application:
 * added (had none), updated, unchanged, removed (the file no longer lists it).
 */
export async function replaceApplicationOffers(
  tx: Database,
  offers: ReadonlyArray<{ tenantId: number; products: ProductKey[]; noteTypeIds: number[] }>,
  counts: SectionCounts,
): Promise<void> {
  const products = await tx.select().from(applicationProducts);
  const links = await tx.select().from(applicationNoteTypes).orderBy(asc(applicationNoteTypes.position));
  const describe = (tenantId: number) =>
    JSON.stringify([
      products
        .filter((p) => p.tenantId === tenantId)
        .map((p) => p.productKey)
        .sort(),
      links.filter((l) => l.tenantId === tenantId).map((l) => l.noteTypeId),
    ]);
  const before = new Set([...products.map((p) => p.tenantId), ...links.map((l) => l.tenantId)]);
  for (const offer of offers) {
    const now = JSON.stringify([[...offer.products].sort(), offer.noteTypeIds]);
    if (!before.has(offer.tenantId)) {
      counts.added += 1;
      counts.keys.added.push(String(offer.tenantId));
    } else if (describe(offer.tenantId) === now) counts.unchanged += 1;
    else {
      counts.updated += 1;
      counts.keys.updated.push(String(offer.tenantId));
    }
  }
  const dropped = [...before].filter((id) => !offers.some((o) => o.tenantId === id));
  counts.removed += dropped.length;
  counts.keys.removed.push(...dropped.map(String));

  await tx.delete(applicationNoteTypes);
  await tx.delete(applicationProducts);
  const productRows = offers.flatMap((o) => o.products.map((productKey) => ({ tenantId: o.tenantId, productKey })));
  if (productRows.length > 0) await tx.insert(applicationProducts).values(productRows);
  const linkRows = offers.flatMap((o) =>
    o.noteTypeIds.map((noteTypeId, position) => ({ tenantId: o.tenantId, noteTypeId, position })),
  );
  if (linkRows.length > 0) await tx.insert(applicationNoteTypes).values(linkRows);
}

/** Inside the import's transaction, first: a second import waits for the first to commit. */
export async function lockForReplace(tx: Database): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${loanNoteTypes} IN EXCLUSIVE MODE`);
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(accountingMethods);
  return (row?.n ?? 0) === 0;
}

// Reads

export async function productsOf(db: Database, tenantId: number): Promise<ProductKey[]> {
  const rows = await db
    .select({ productKey: applicationProducts.productKey })
    .from(applicationProducts)
    .where(eq(applicationProducts.tenantId, tenantId))
    .orderBy(asc(applicationProducts.productKey));
  return rows.map((r) => r.productKey);
}

/** The application's active note types, in its order; none when it does not offer loan notes (icf). */
export async function activeNoteTypesOf(db: Database, tenantId: number): Promise<LoanNoteTypeRow[]> {
  const rows = await db
    .select({ type: loanNoteTypes })
    .from(applicationNoteTypes)
    .innerJoin(loanNoteTypes, eq(loanNoteTypes.id, applicationNoteTypes.noteTypeId))
    .innerJoin(
      applicationProducts,
      and(eq(applicationProducts.tenantId, applicationNoteTypes.tenantId), eq(applicationProducts.productKey, 'icf')),
    )
    .where(and(eq(applicationNoteTypes.tenantId, tenantId), eq(loanNoteTypes.active, true)))
    .orderBy(asc(applicationNoteTypes.position));
  return rows.map((r) => r.type);
}

export async function allNoteTypes(db: Database): Promise<LoanNoteTypeRow[]> {
  return db.select().from(loanNoteTypes).orderBy(asc(loanNoteTypes.position), asc(loanNoteTypes.id));
}

export async function allOffers(
  db: Database,
): Promise<Array<{ tenantId: number; products: ProductKey[]; noteTypeKeys: string[] }>> {
  const products = await db.select().from(applicationProducts).orderBy(asc(applicationProducts.productKey));
  const links = await db
    .select({ tenantId: applicationNoteTypes.tenantId, key: loanNoteTypes.key })
    .from(applicationNoteTypes)
    .innerJoin(loanNoteTypes, eq(loanNoteTypes.id, applicationNoteTypes.noteTypeId))
    .orderBy(asc(applicationNoteTypes.position));
  const tenantIds = [...new Set([...products.map((p) => p.tenantId), ...links.map((l) => l.tenantId)])].sort(
    (a, b) => a - b,
  );
  return tenantIds.map((tenantId) => ({
    tenantId,
    products: products.filter((p) => p.tenantId === tenantId).map((p) => p.productKey),
    noteTypeKeys: links.filter((l) => l.tenantId === tenantId).map((l) => l.key),
  }));
}

export async function activeSourcesOfFunds(db: Database): Promise<SourceOfFundsRow[]> {
  return db.select().from(sourcesOfFunds).where(eq(sourcesOfFunds.active, true)).orderBy(asc(sourcesOfFunds.position));
}

export async function activeAccountingMethods(db: Database): Promise<AccountingMethodRow[]> {
  return db
    .select()
    .from(accountingMethods)
    .where(eq(accountingMethods.active, true))
    .orderBy(asc(accountingMethods.position));
}

export async function activeCategories(
  db: Database,
): Promise<Array<AssetAllocationCategoryRow & { options: AssetAllocationOptionRow[] }>> {
  const categories = await db
    .select()
    .from(assetAllocationCategories)
    .where(eq(assetAllocationCategories.active, true))
    .orderBy(asc(assetAllocationCategories.position));
  const options =
    categories.length === 0
      ? []
      : await db
          .select()
          .from(assetAllocationOptions)
          .where(
            and(
              eq(assetAllocationOptions.active, true),
              inArray(
                assetAllocationOptions.categoryId,
                categories.map((c) => c.id),
              ),
            ),
          )
          .orderBy(asc(assetAllocationOptions.position));
  return categories.map((c) => ({ ...c, options: options.filter((o) => o.categoryId === c.id) }));
}

export async function activeIndustries(db: Database): Promise<IndustryClassificationRow[]> {
  return db
    .select()
    .from(industryClassifications)
    .where(eq(industryClassifications.active, true))
    .orderBy(asc(industryClassifications.position), asc(industryClassifications.id));
}
