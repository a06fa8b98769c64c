import {
  centsToDecimalString,
  formatNoteTerm,
  interestToDate,
  isAtCallNote,
  LoanNoteHeldStatus,
  type HeldNoteReinvestment,
  type LoanNoteHeld,
  type ReinvestmentBankAccount,
  type ReinvestmentInstruction,
} from '@portal/contract';
import type { HeldNoteView, InstructionView } from './loan-notes-held.repository.js';

/** A settled redemption as the interest rule takes it: principal off from that day. */
export type SettledRedemption = { date: string; amountCents: bigint };

/** The note as the wire has it, its interest worked out to `asOf` with the redemptions settled. */
export function toLoanNoteHeld(
  { note, accountName, type }: HeldNoteView,
  asOf: string,
  redemptions: readonly SettledRedemption[],
  reinvestment: HeldNoteReinvestment | null,
): LoanNoteHeld {
  const interest = interestToDate(
    {
      faceValueCents: BigInt(note.faceValueCents),
      ratePercent: note.interestRate,
      startDate: note.startDate,
      termMonths: note.termMonths,
      frequency: note.interestFrequency,
      isCapitalised: note.isCapitalised,
      redemptions,
    },
    asOf,
  );
  const status = heldNoteStatus(note.status, interest.isMatured);
  const term = { term: type.term, term_unit: type.termUnit };
  return {
    id: note.id,
    account: { id: note.accountId, name: accountName },
    loan_note: note.loanNoteId,
    note_type: { id: type.id, key: type.key, label: formatNoteTerm(term) },
    face_value: centsToDecimalString(note.faceValueCents),
    term_months: note.termMonths,
    rate: note.interestRate,
    start_date: note.startDate,
    maturity_date: note.maturityDate,
    interest_frequency: note.interestFrequency,
    is_capitalised: note.isCapitalised,
    is_at_call: isAtCallNote(term),
    interest_paid_to_date: centsToDecimalString(interest.paidCents),
    interest_capitalised_to_date: centsToDecimalString(interest.capitalisedCents),
    current_balance: centsToDecimalString(interest.balanceCents),
    next_interest_date: status === LoanNoteHeldStatus.active ? interest.nextInterestDate : null,
    status,
    as_of: asOf,
    issued_at: note.issuedAt.toISOString(),
    reinvestment,
  };
}

/** Redeemed is stored; matured is read from the maturity date; anything else is active. */
export function heldNoteStatus(stored: LoanNoteHeldStatus, isMatured: boolean): LoanNoteHeldStatus {
  if (stored === LoanNoteHeldStatus.redeemed) return LoanNoteHeldStatus.redeemed;
  return isMatured ? LoanNoteHeldStatus.matured : LoanNoteHeldStatus.active;
}

/** The bank account repayment goes to, its number masked but for the last three digits. */
export function toBankSummary(bank: NonNullable<InstructionView['bank']>): ReinvestmentBankAccount {
  return {
    id: bank.id,
    name: bank.name,
    bsb: bank.bsb,
    number: `${'*'.repeat(Math.max(bank.number.length - 3, 0))}${bank.number.slice(-3)}`,
    bank: bank.bank,
  };
}

export function toInstruction({ instruction, type, bank, confirmedBy }: InstructionView): ReinvestmentInstruction {
  const name = confirmedBy ? `${confirmedBy.firstName} ${confirmedBy.lastName}`.trim() || confirmedBy.email : '';
  return {
    choice: instruction.choice,
    note_type: type ? { id: type.id, label: formatNoteTerm({ term: type.term, term_unit: type.termUnit }) } : null,
    bank_account: bank ? toBankSummary(bank) : null,
    confirmed_at: instruction.confirmedAt.toISOString(),
    confirmed_by: name,
  };
}
