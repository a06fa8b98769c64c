import {
  LoanNoteApplicationStatus,
  LoanNoteHeldStatus,
  ProductKey,
  type LOAN_NOTE_ORDERINGS,
  type QueueOrdering,
} from '@portal/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, not, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  bankAccounts,
  loanNoteApplications,
  loanNoteRedemptions,
  loanNotes,
  loanNotesHeld,
  loanNoteTypes,
  productBankAccounts,
  reinvestmentInstructions,
  users,
  type BankAccountRow,
  type LoanNoteRow,
  type LoanNoteTypeRow,
  type NewLoanNoteHeldRow,
  type NewReinvestmentInstructionRow,
  type ReinvestmentInstructionRow,
} from '../../db/schema/index.js';

export interface HeldNoteView {
  note: typeof loanNotesHeld.$inferSelect;
  accountName: string;
  /** The account's application (tenant): its settings and note types. */
  tenantId: number | null;
  type: Pick<LoanNoteTypeRow, 'id' | 'key' | 'term' | 'termUnit'>;
}

const heldSelection = {
  note: loanNotesHeld,
  accountName: accounts.name,
  tenantId: accounts.tenantId,
  type: { id: loanNoteTypes.id, key: loanNoteTypes.key, term: loanNoteTypes.term, termUnit: loanNoteTypes.termUnit },
};

/** One held note by id. */
export async function heldNote(db: Database, id: number): Promise<HeldNoteView | undefined> {
  const [row] = await db
    .select(heldSelection)
    .from(loanNotesHeld)
    .innerJoin(accounts, eq(accounts.id, loanNotesHeld.accountId))
    .innerJoin(loanNoteTypes, eq(loanNoteTypes.id, loanNotesHeld.noteTypeId))
    .where(eq(loanNotesHeld.id, id))
    .limit(1);
  return row;
}

/** The settled redemptions of these notes, by note. */
export async function redemptionsOf(
  db: Database,
  noteIds: readonly number[],
): Promise<Map<number, Array<{ date: string; amountCents: bigint }>>> {
  const byNote = new Map<number, Array<{ date: string; amountCents: bigint }>>();
  if (noteIds.length === 0) return byNote;
  const rows = await db
    .select()
    .from(loanNoteRedemptions)
    .where(inArray(loanNoteRedemptions.heldNoteId, [...noteIds]))
    .orderBy(asc(loanNoteRedemptions.redeemedOn), asc(loanNoteRedemptions.id));
  for (const row of rows) {
    const list = byNote.get(row.heldNoteId) ?? [];
    list.push({ date: row.redeemedOn, amountCents: BigInt(row.amountCents) });
    byNote.set(row.heldNoteId, list);
  }
  return byNote;
}

/** Takes principal off a note; a whole redemption marks it redeemed. In the caller's transaction. */
export async function insertRedemption(
  db: Database,
  values: { heldNoteId: number; redeemRequestId: number; redeemedOn: string; amountCents: number; whole: boolean },
): Promise<void> {
  await db.insert(loanNoteRedemptions).values({
    heldNoteId: values.heldNoteId,
    redeemRequestId: values.redeemRequestId,
    redeemedOn: values.redeemedOn,
    amountCents: values.amountCents,
  });
  if (values.whole) {
    await db
      .update(loanNotesHeld)
      .set({ status: LoanNoteHeldStatus.redeemed })
      .where(eq(loanNotesHeld.id, values.heldNoteId));
  }
}

/** The notes held by these accounts (every account when null), by account then in issue order. */
export async function heldNotes(db: Database, accountIds: readonly number[] | null): Promise<HeldNoteView[]> {
  if (accountIds !== null && accountIds.length === 0) return [];
  return db
    .select(heldSelection)
    .from(loanNotesHeld)
    .innerJoin(accounts, eq(accounts.id, loanNotesHeld.accountId))
    .innerJoin(loanNoteTypes, eq(loanNoteTypes.id, loanNotesHeld.noteTypeId))
    .where(accountIds === null ? undefined : inArray(loanNotesHeld.accountId, [...accountIds]))
    .orderBy(asc(loanNotesHeld.accountId), asc(loanNotesHeld.id));
}

export interface HeldNoteQueueFilter {
  accountId?: number | undefined;
  status?: LoanNoteHeldStatus | undefined;
  /** Matched in the account's name, any case. */
  search?: string | undefined;
  /** Today (Sydney): a note not redeemed whose maturity date has come is matured. */
  asOf: string;
}

function heldNoteQueueWhere(filter: HeldNoteQueueFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.accountId !== undefined) where.push(eq(loanNotesHeld.accountId, filter.accountId));
  if (filter.search) where.push(ilike(accounts.name, containsPattern(filter.search)));
  const redeemed = eq(loanNotesHeld.status, LoanNoteHeldStatus.redeemed);
  const matured = and(isNotNull(loanNotesHeld.maturityDate), lte(loanNotesHeld.maturityDate, filter.asOf))!;
  if (filter.status === LoanNoteHeldStatus.redeemed) where.push(redeemed);
  if (filter.status === LoanNoteHeldStatus.matured) where.push(not(redeemed), matured);
  if (filter.status === LoanNoteHeldStatus.active) where.push(not(redeemed), not(matured));
  return and(...where);
}

export async function countHeldNotes(db: Database, filter: HeldNoteQueueFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loanNotesHeld)
    .innerJoin(accounts, eq(accounts.id, loanNotesHeld.accountId))
    .where(heldNoteQueueWhere(filter));
  return row?.n ?? 0;
}

/** One page of the back office's loan notes queue in the order asked, the id breaking ties. */
export async function heldNotesPage(
  db: Database,
  filter: HeldNoteQueueFilter,
  page: { ordering: QueueOrdering<(typeof LOAN_NOTE_ORDERINGS)[number]>; offset: number; limit: number },
): Promise<HeldNoteView[]> {
  return db
    .select(heldSelection)
    .from(loanNotesHeld)
    .innerJoin(accounts, eq(accounts.id, loanNotesHeld.accountId))
    .innerJoin(loanNoteTypes, eq(loanNoteTypes.id, loanNotesHeld.noteTypeId))
    .where(heldNoteQueueWhere(filter))
    .orderBy(
      ...queueOrder(
        page.ordering,
        {
          issued: loanNotesHeld.issuedAt,
          account_name: accounts.name,
          face_value: loanNotesHeld.faceValueCents,
          start_date: loanNotesHeld.startDate,
          maturity_date: loanNotesHeld.maturityDate,
          id: loanNotesHeld.id,
        },
        loanNotesHeld.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export interface InstructionView {
  instruction: ReinvestmentInstructionRow;
  type: Pick<LoanNoteTypeRow, 'id' | 'term' | 'termUnit'> | null;
  bank: Pick<BankAccountRow, 'id' | 'name' | 'bsb' | 'number' | 'bank'> | null;
  confirmedBy: { firstName: string; lastName: string; email: string } | null;
}

/** The newest instruction of each of these notes (the history stays in the table). */
export async function latestInstructions(
  db: Database,
  heldNoteIds: readonly number[],
): Promise<Map<number, InstructionView>> {
  if (heldNoteIds.length === 0) return new Map();
  const rows = await db
    .select({
      instruction: reinvestmentInstructions,
      type: { id: loanNoteTypes.id, term: loanNoteTypes.term, termUnit: loanNoteTypes.termUnit },
      bank: {
        id: bankAccounts.id,
        name: bankAccounts.name,
        bsb: bankAccounts.bsb,
        number: bankAccounts.number,
        bank: bankAccounts.bank,
      },
      confirmedBy: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(reinvestmentInstructions)
    .leftJoin(loanNoteTypes, eq(loanNoteTypes.id, reinvestmentInstructions.noteTypeId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, reinvestmentInstructions.bankAccountId))
    .leftJoin(users, eq(users.id, reinvestmentInstructions.confirmedByUserId))
    .where(inArray(reinvestmentInstructions.heldNoteId, [...heldNoteIds]))
    .orderBy(desc(reinvestmentInstructions.id));
  const newest = new Map<number, InstructionView>();
  for (const row of rows) if (!newest.has(row.instruction.heldNoteId)) newest.set(row.instruction.heldNoteId, row);
  return newest;
}

export async function insertInstruction(db: Database, row: NewReinvestmentInstructionRow): Promise<void> {
  await db.insert(reinvestmentInstructions).values(row);
}

/** The account's linked bank account for its loan notes (product icf), while active. */
export async function linkedNoteBankAccount(
  db: Database,
  accountId: number,
): Promise<Pick<BankAccountRow, 'id' | 'name' | 'bsb' | 'number' | 'bank'> | undefined> {
  const [row] = await db
    .select({
      id: bankAccounts.id,
      name: bankAccounts.name,
      bsb: bankAccounts.bsb,
      number: bankAccounts.number,
      bank: bankAccounts.bank,
    })
    .from(productBankAccounts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, productBankAccounts.bankAccountId))
    .where(
      and(
        eq(productBankAccounts.accountId, accountId),
        eq(productBankAccounts.product, ProductKey.icf),
        eq(bankAccounts.status, 'active'),
        isNull(bankAccounts.removedAt),
      ),
    );
  return row;
}

/** The loan notes of the account's submitted applications, with their note types. */
export async function submittedNotes(
  db: Database,
  accountId: number,
): Promise<Array<{ note: LoanNoteRow; type: LoanNoteTypeRow }>> {
  return db
    .select({ note: loanNotes, type: loanNoteTypes })
    .from(loanNotes)
    .innerJoin(loanNoteApplications, eq(loanNoteApplications.id, loanNotes.applicationId))
    .innerJoin(loanNoteTypes, eq(loanNoteTypes.id, loanNotes.noteTypeId))
    .where(
      and(
        eq(loanNoteApplications.accountId, accountId),
        eq(loanNoteApplications.status, LoanNoteApplicationStatus.submitted),
      ),
    )
    .orderBy(asc(loanNotes.position), asc(loanNotes.id));
}

/** Inserts the notes not issued yet (a note of the application already held is skipped); the count inserted. */
export async function insertHeldNotes(db: Database, rows: readonly NewLoanNoteHeldRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(loanNotesHeld)
    .values([...rows])
    .onConflictDoNothing({ target: loanNotesHeld.loanNoteId })
    .returning({ id: loanNotesHeld.id });
  return inserted.length;
}

/** The accounts the person is on. */
export async function accountIdsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: accountMembers.accountId })
    .from(accountMembers)
    .where(eq(accountMembers.userId, userId));
  return rows.map((r) => r.id);
}
