import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  bankAccounts,
  productBankAccounts,
  uploadedFiles,
  type BankAccountRow,
  type UploadedFileRow,
} from '../../db/schema/index.js';

/** The account's bank accounts not removed, oldest first. */
export function listBankAccounts(db: Database, accountIds: readonly number[]): Promise<BankAccountRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bankAccounts)
    .where(and(inArray(bankAccounts.accountId, [...accountIds]), isNull(bankAccounts.removedAt)))
    .orderBy(asc(bankAccounts.accountId), asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

/** The bank accounts of every account the person is on (the setup's "choose one of yours"). */
export function listBankAccountsOfMember(db: Database, userId: number): Promise<BankAccountRow[]> {
  return db
    .select({ bank: bankAccounts })
    .from(bankAccounts)
    .innerJoin(accountMembers, eq(accountMembers.accountId, bankAccounts.accountId))
    .where(and(eq(accountMembers.userId, userId), isNull(bankAccounts.removedAt)))
    .orderBy(asc(bankAccounts.accountId), asc(bankAccounts.createdAt), asc(bankAccounts.id))
    .then((rows) => rows.map((r) => r.bank));
}

/** One of the account's bank accounts not removed; another account's id is not found. */
export async function findBankAccount(
  db: Database,
  accountId: number,
  bankAccountId: number,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.accountId, accountId), isNull(bankAccounts.removedAt)),
    )
    .limit(1);
  return row;
}

/** A bank account by id whatever its state (a request's history may outlive it). */
export async function findBankAccountById(db: Database, id: number): Promise<BankAccountRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).limit(1);
  return row;
}

export async function insertBankAccount(
  db: Database,
  values: typeof bankAccounts.$inferInsert,
): Promise<BankAccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  return row!;
}

export async function updateBankAccount(
  db: Database,
  id: number,
  changes: Partial<typeof bankAccounts.$inferInsert>,
): Promise<BankAccountRow> {
  const [row] = await db
    .update(bankAccounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(bankAccounts.id, id))
    .returning();
  return row!;
}

/** Removed: kept for the history, unlinked from every product. */
export async function removeBankAccount(db: Database, id: number, at: Date): Promise<void> {
  await db.delete(productBankAccounts).where(eq(productBankAccounts.bankAccountId, id));
  await db.update(bankAccounts).set({ status: 'removed', removedAt: at, updatedAt: at }).where(eq(bankAccounts.id, id));
}

/** Other active bank accounts of the account (a delete must leave one). */
export async function countOtherActiveBankAccounts(db: Database, accountId: number, id: number): Promise<number> {
  const rows = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.accountId, accountId),
        ne(bankAccounts.id, id),
        eq(bankAccounts.status, 'active'),
        isNull(bankAccounts.removedAt),
      ),
    );
  return rows.length;
}

/** Each product's bank account for these accounts. */
export function listProductLinks(
  db: Database,
  accountIds: readonly number[],
): Promise<Array<{ accountId: number; product: string; bankAccountId: number }>> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productBankAccounts)
    .where(inArray(productBankAccounts.accountId, [...accountIds]))
    .orderBy(asc(productBankAccounts.product));
}

export async function linkProduct(
  db: Database,
  accountId: number,
  product: string,
  bankAccountId: number,
): Promise<void> {
  await db
    .insert(productBankAccounts)
    .values({ accountId, product, bankAccountId })
    .onConflictDoUpdate({
      target: [productBankAccounts.accountId, productBankAccounts.product],
      set: { bankAccountId },
    });
}

/** Files by id (a bank account's statements), deleted ones too: the history may name them. */
export function findFiles(db: Database, ids: readonly number[]): Promise<UploadedFileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, [...ids]));
}

/** Whether a bank account (removed ones too) uses this file as its statement. */
export async function fileIsUsed(db: Database, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.documentFileId, fileId))
    .limit(1);
  return row !== undefined;
}
