import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applicationNoteTypes,
  bankAccounts,
  loanNoteApplications,
  loanNotes,
  loanNoteTypes,
  type LoanNoteApplicationRow,
  type LoanNoteRow,
  type LoanNoteTypeRow,
} from '../../db/schema/index.js';

export interface NewLoanNote {
  noteTypeId: number;
  faceValueCents: number;
  interestCapitalisation: boolean;
}

export async function findApplication(db: Database, id: number): Promise<LoanNoteApplicationRow | undefined> {
  const [row] = await db.select().from(loanNoteApplications).where(eq(loanNoteApplications.id, id));
  return row;
}

export async function applicationsOf(db: Database, accountId: number): Promise<LoanNoteApplicationRow[]> {
  return db
    .select()
    .from(loanNoteApplications)
    .where(eq(loanNoteApplications.accountId, accountId))
    .orderBy(asc(loanNoteApplications.id));
}

export async function findApplicationFor(
  db: Database,
  accountId: number,
  product: string,
): Promise<LoanNoteApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(loanNoteApplications)
    .where(and(eq(loanNoteApplications.accountId, accountId), eq(loanNoteApplications.product, product)));
  return row;
}

export async function notesOf(db: Database, applicationIds: readonly number[]): Promise<LoanNoteRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(loanNotes)
    .where(inArray(loanNotes.applicationId, [...applicationIds]))
    .orderBy(asc(loanNotes.position), asc(loanNotes.id));
}

/** Every note type the application offers, switched off ones included (so that they can be named as such). */
export async function offeredNoteTypes(db: Database, tenantId: number): Promise<LoanNoteTypeRow[]> {
  const rows = await db
    .select({ type: loanNoteTypes })
    .from(applicationNoteTypes)
    .innerJoin(loanNoteTypes, eq(loanNoteTypes.id, applicationNoteTypes.noteTypeId))
    .where(eq(applicationNoteTypes.tenantId, tenantId));
  return rows.map((r) => r.type);
}

export async function isActiveBankAccountOf(db: Database, accountId: number, bankAccountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.id, bankAccountId),
        eq(bankAccounts.accountId, accountId),
        eq(bankAccounts.status, 'active'),
        isNull(bankAccounts.removedAt),
      ),
    );
  return row !== undefined;
}

export async function insertApplication(
  db: Database,
  values: { accountId: number; product: string; bankAccountId: number; createdByUserId: number },
): Promise<LoanNoteApplicationRow> {
  const [row] = await db
    .insert(loanNoteApplications)
    .values(values)
    .onConflictDoNothing({ target: [loanNoteApplications.accountId, loanNoteApplications.product] })
    .returning();
  return row!;
}

export async function updateApplication(db: Database, id: number, changes: { bankAccountId?: number }): Promise<void> {
  await db
    .update(loanNoteApplications)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(loanNoteApplications.id, id));
}

/** The investor's notes replace the ones they chose before; the provider's own (automatically created) stay. */
export async function replaceChosenNotes(db: Database, applicationId: number, notes: readonly NewLoanNote[]) {
  await db
    .delete(loanNotes)
    .where(and(eq(loanNotes.applicationId, applicationId), eq(loanNotes.isAutomaticallyCreated, false)));
  if (notes.length === 0) return;
  await db.insert(loanNotes).values(notes.map((n, position) => ({ ...n, applicationId, position })));
}
