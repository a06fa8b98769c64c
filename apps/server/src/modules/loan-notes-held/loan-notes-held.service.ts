import {
  AccountStatus,
  ApplicationSettingDefaults,
  canChangeReinvestment,
  centsToDecimalString,
  formatNoteTerm,
  interestToDate,
  isAtCallNote,
  LoanNoteHeldStatus,
  LoanNotesHeldMessages,
  maturityDateOf,
  noteInterestFrequency,
  reinvestmentCutoffDate,
  ReinvestmentChoice,
  ReinvestmentMessages,
  toIsoDate,
  today,
  type ApplicationSettings,
  type HeldNoteReinvestment,
  type IssueLoanNotes,
  type LoanNoteHeld,
  type LoanNoteHeldList,
  type ReinvestmentBankAccount,
  type ReinvestmentInput,
  type ReinvestmentInstruction,
  type ReinvestmentOptions,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findAccount, findMemberAccount, requireSigningAuthority } from '../accounts/index.js';
import { offeredNoteTypes } from '../loan-notes/index.js';
import {
  accountIdsOf,
  findHeldNote,
  heldNotes,
  insertHeldNotes,
  insertInstruction,
  latestInstructions,
  linkedNoteBankAccount,
  submittedNotes,
  type HeldNoteView,
  type InstructionView,
} from './loan-notes-held.repository.js';

/** What the service needs of the company applications: an account's one and its settings. */
export interface HeldNoteApplications {
  applicationOf(tenantId: number | null): { id: number } | undefined;
  settingsFor(tenantId: number | null): ApplicationSettings;
}

/** Interest days and default start dates are Sydney's: the provider's and its investors' calendar. */
export const LOAN_NOTE_TIME_ZONE = 'Australia/Sydney';

/**
 * Loan notes held (issue #22 item 3): issued by the operator from an active account's submitted
 * application, one per application note, and read with their interest so far as of today.
 */
export class LoanNotesHeldService {
  constructor(
    private readonly db: Database,
    private readonly applications: HeldNoteApplications,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * POST /api/operator/loan-notes/issue/: a held note for each note of the account's submitted
   * application not issued yet. Refused when the account is not active, has nothing submitted or
   * has had every note issued, so running it twice never doubles a note.
   */
  async issue(input: IssueLoanNotes): Promise<LoanNoteHeldList> {
    const account = await findAccount(this.db, input.account);
    if (!account) throw FieldValidationError.field('account', LoanNotesHeldMessages.accountNotFound);
    if (account.status !== AccountStatus.active)
      throw FieldValidationError.field('account', LoanNotesHeldMessages.notActive);
    const notes = await submittedNotes(this.db, account.id);
    if (notes.length === 0) throw FieldValidationError.field('account', LoanNotesHeldMessages.nothingSubmitted);
    const startDate = input.start_date ?? toIsoDate(today(LOAN_NOTE_TIME_ZONE, this.now()));
    const rows = notes.map(({ note, type }) => {
      const termMonths = isAtCallNote({ term: type.term, term_unit: type.termUnit }) ? null : type.term;
      return {
        accountId: account.id,
        loanNoteId: note.id,
        noteTypeId: type.id,
        faceValueCents: note.faceValueCents,
        interestRate: type.interestRate,
        termMonths,
        interestFrequency: noteInterestFrequency({ term: type.term, term_unit: type.termUnit }),
        isCapitalised: note.interestCapitalisation,
        startDate,
        maturityDate: maturityDateOf({ startDate, termMonths }),
        issuedAt: this.now(),
      };
    });
    // One statement: the unique application note makes a second run (or a parallel one) insert nothing.
    const inserted = await insertHeldNotes(this.db, rows);
    if (inserted === 0) throw FieldValidationError.field('account', LoanNotesHeldMessages.alreadyIssued);
    return this.list([account.id]);
  }

  /** GET /api/operator/loan-notes/?account=: one account's notes, or every account's. */
  async listForOperator(accountId: number | undefined): Promise<LoanNoteHeldList> {
    return this.list(accountId === undefined ? null : [accountId]);
  }

  /** GET /api/ipm/loan-notes-held/?account=: an account the person is on (404 otherwise), or all of theirs. */
  async listForMember(userId: number, accountId: number | undefined): Promise<LoanNoteHeldList> {
    if (accountId === undefined) return this.list(await accountIdsOf(this.db, userId));
    if (!(await findMemberAccount(this.db, userId, accountId))) throw notFound();
    return this.list([accountId]);
  }

  /** GET /api/ipm/loan-notes-held/{id}/reinvestment/: a note of an account the person is on (404 otherwise). */
  async reinvestmentOptions(userId: number, heldNoteId: number): Promise<ReinvestmentOptions> {
    const view = await findHeldNote(this.db, heldNoteId);
    if (!view || !(await findMemberAccount(this.db, userId, view.note.accountId))) throw notFound();
    return this.options(view);
  }

  /**
   * POST /api/ipm/loan-notes-held/{id}/reinvestment/: records a confirmed instruction (a new row;
   * the newest counts). Someone with signing authority only; refused for the at-call note, a note
   * no longer active, after the cut-off (with the day it closed), an inactive or unknown note type
   * and repayment without a linked bank account.
   */
  async chooseReinvestment(userId: number, heldNoteId: number, input: ReinvestmentInput): Promise<ReinvestmentOptions> {
    const view = await findHeldNote(this.db, heldNoteId);
    const member = view && (await findMemberAccount(this.db, userId, view.note.accountId));
    if (!view || !member) throw notFound();
    requireSigningAuthority(member);
    const asOf = this.todayIso();
    const held = toLoanNoteHeld(view, asOf, null);
    if (held.is_at_call || !held.maturity_date) throw FieldValidationError.nonField(ReinvestmentMessages.atCall);
    if (held.status !== LoanNoteHeldStatus.active) throw FieldValidationError.nonField(ReinvestmentMessages.notActive);
    const cutoff = reinvestmentCutoffDate(held.maturity_date, this.cutoffDays(view.tenantId));
    if (!canChangeReinvestment(cutoff, asOf)) throw FieldValidationError.nonField(ReinvestmentMessages.closed(cutoff));
    let noteTypeId: number | null = null;
    let bankAccountId: number | null = null;
    if (input.choice === ReinvestmentChoice.rollover) {
      const types = await this.offeredTypes(view.tenantId);
      const type = types.find((t) => t.id === input.note_type);
      if (!type) throw FieldValidationError.field('note_type', ReinvestmentMessages.noteTypeNotOffered);
      if (!type.active) throw FieldValidationError.field('note_type', ReinvestmentMessages.noteTypeNotActive);
      noteTypeId = type.id;
    } else {
      const bank = await linkedNoteBankAccount(this.db, view.note.accountId);
      if (!bank) throw FieldValidationError.nonField(ReinvestmentMessages.noBankAccount);
      bankAccountId = bank.id;
    }
    await insertInstruction(this.db, {
      heldNoteId: view.note.id,
      choice: input.choice,
      noteTypeId,
      bankAccountId,
      confirmedByUserId: userId,
      confirmedAt: this.now(),
    });
    return this.options(view);
  }

  private async options(view: HeldNoteView): Promise<ReinvestmentOptions> {
    const asOf = this.todayIso();
    const [note] = await this.withReinvestment([view], asOf);
    if (!note!.reinvestment) throw FieldValidationError.nonField(ReinvestmentMessages.atCall);
    const [types, bank] = await Promise.all([
      this.offeredTypes(view.tenantId),
      linkedNoteBankAccount(this.db, view.note.accountId),
    ]);
    return {
      note: note!,
      note_types: types
        .filter((t) => t.active)
        .map((t) => ({ id: t.id, label: formatNoteTerm({ term: t.term, term_unit: t.termUnit }) })),
      bank_account: bank ? toBankSummary(bank) : null,
      cutoff_date: note!.reinvestment.cutoff_date,
      can_change: note!.reinvestment.can_change,
      instruction: note!.reinvestment.instruction,
    };
  }

  private async offeredTypes(tenantId: number | null) {
    const application = this.applications.applicationOf(tenantId);
    const types = application ? await offeredNoteTypes(this.db, application.id) : [];
    return types.sort((a, b) => a.position - b.position || a.id - b.id);
  }

  private cutoffDays(tenantId: number | null): number {
    return (
      this.applications.settingsFor(tenantId).reinvestment_cutoff_business_days ??
      ApplicationSettingDefaults.reinvestmentCutoffBusinessDays
    );
  }

  private todayIso(): string {
    return toIsoDate(today(LOAN_NOTE_TIME_ZONE, this.now()));
  }

  private async list(accountIds: readonly number[] | null): Promise<LoanNoteHeldList> {
    const results = await this.withReinvestment(await heldNotes(this.db, accountIds), this.todayIso());
    return { count: results.length, next: null, previous: null, results };
  }

  /** The notes as the wire has them, each fixed-term one with its cut-off and newest instruction. */
  private async withReinvestment(views: readonly HeldNoteView[], asOf: string): Promise<LoanNoteHeld[]> {
    const instructions = await latestInstructions(
      this.db,
      views.map((v) => v.note.id),
    );
    return views.map((view) => {
      const maturity = view.note.maturityDate;
      const atCall = isAtCallNote({ term: view.type.term, term_unit: view.type.termUnit });
      if (atCall || !maturity) return toLoanNoteHeld(view, asOf, null);
      const cutoff = reinvestmentCutoffDate(maturity, this.cutoffDays(view.tenantId));
      const noteStatus = toLoanNoteHeld(view, asOf, null).status;
      const found = instructions.get(view.note.id);
      return toLoanNoteHeld(view, asOf, {
        cutoff_date: cutoff,
        can_change: noteStatus === LoanNoteHeldStatus.active && canChangeReinvestment(cutoff, asOf),
        instruction: found ? toInstruction(found) : null,
      });
    });
  }
}

function toBankSummary(bank: NonNullable<InstructionView['bank']>): ReinvestmentBankAccount {
  return {
    id: bank.id,
    name: bank.name,
    bsb: bank.bsb,
    number: `${'*'.repeat(Math.max(bank.number.length - 3, 0))}${bank.number.slice(-3)}`,
    bank: bank.bank,
  };
}

function toInstruction({ instruction, type, bank, confirmedBy }: InstructionView): ReinvestmentInstruction {
  const name = confirmedBy ? `${confirmedBy.firstName} ${confirmedBy.lastName}`.trim() || confirmedBy.email : '';
  return {
    choice: instruction.choice,
    note_type: type ? { id: type.id, label: formatNoteTerm({ term: type.term, term_unit: type.termUnit }) } : null,
    bank_account: bank ? toBankSummary(bank) : null,
    confirmed_at: instruction.confirmedAt.toISOString(),
    confirmed_by: name,
  };
}

function toLoanNoteHeld(
  { note, accountName, type }: HeldNoteView,
  asOf: string,
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
    },
    asOf,
  );
  const status =
    note.status === LoanNoteHeldStatus.redeemed
      ? LoanNoteHeldStatus.redeemed
      : interest.isMatured
        ? LoanNoteHeldStatus.matured
        : LoanNoteHeldStatus.active;
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
