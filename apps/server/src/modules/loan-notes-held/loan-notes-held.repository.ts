import { LoanNoteApplicationStatus, LoanNoteHeldStatus } from '@portal/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  accounts,
  loanNoteApplications,
  loanNoteRedemptions,
  loanNotes,
  loanNotesHeld,
  loanNoteTypes,
  type LoanNoteRow,
  type LoanNoteTypeRow,
  type NewLoanNoteHeldRow,
} from '../../db/schema/index.js';

export interface HeldNoteView {
  note: typeof loanNotesHeld.$inferSelect;
  accountName: string;
  type: Pick<LoanNoteTypeRow, 'id' | 'key' | 'term' | 'termUnit'>;
}

const heldSelection = {
  note: loanNotesHeld,
  accountName: accounts.name,
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
