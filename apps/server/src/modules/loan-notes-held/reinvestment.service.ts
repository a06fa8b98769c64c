import {
  ApplicationSettingDefaults,
  canChangeReinvestment,
  formatNoteTerm,
  LoanNoteHeldStatus,
  reinvestmentCutoffDate,
  ReinvestmentChoice,
  ReinvestmentMessages,
  toIsoDate,
  today,
  type ApplicationSettings,
  type ReinvestmentInput,
  type ReinvestmentOptions,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findMemberAccount, requireSigningAuthority } from '../accounts/index.js';
import { offeredNoteTypes } from '../loan-notes/index.js';
import { describeHeldNotes } from './describe-held-notes.js';
import { toBankSummary } from './held-note.mapper.js';
import { LOAN_NOTE_TIME_ZONE } from './loan-note-time-zone.js';
import { heldNote, insertInstruction, linkedNoteBankAccount, type HeldNoteView } from './loan-notes-held.repository.js';

/** What the services need of the company applications: an account's one and its settings. */
export interface HeldNoteApplications {
  applicationOf(tenantId: number | null): { id: number } | undefined;
  settingsFor(tenantId: number | null): ApplicationSettings;
}

/**
 * Reinvestment at maturity (issue #22 item 4): a fixed-term note rolls over into a note type the
 * application offers, or is repaid to the account's linked bank account, as its newest confirmed
 * instruction says (none: repaid). Changeable until the cut-off, the application's number of
 * business days before maturity (Sydney's calendar).
 */
export class ReinvestmentService {
  constructor(
    private readonly db: Database,
    private readonly applications: HeldNoteApplications,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Business days before maturity the instruction closes, for a note of this application. */
  readonly cutoffDaysOf = (tenantId: number | null): number =>
    this.applications.settingsFor(tenantId).reinvestment_cutoff_business_days ??
    ApplicationSettingDefaults.reinvestmentCutoffBusinessDays;

  /** GET /api/ipm/loan-notes-held/{id}/reinvestment/: a note of an account the person is on (404 otherwise). */
  async options(userId: number, heldNoteId: number): Promise<ReinvestmentOptions> {
    const view = await heldNote(this.db, heldNoteId);
    if (!view || !(await findMemberAccount(this.db, userId, view.note.accountId))) throw notFound();
    return this.describe(view);
  }

  /**
   * POST /api/ipm/loan-notes-held/{id}/reinvestment/: records a confirmed instruction (a new row;
   * the newest counts). Someone with signing authority only; refused for the at-call note, a note
   * no longer active, after the cut-off (with the day it closed), an inactive or unknown note type
   * and repayment without a linked bank account.
   */
  async choose(userId: number, heldNoteId: number, input: ReinvestmentInput): Promise<ReinvestmentOptions> {
    const view = await heldNote(this.db, heldNoteId);
    const member = view && (await findMemberAccount(this.db, userId, view.note.accountId));
    if (!view || !member) throw notFound();
    requireSigningAuthority(member);
    const [held] = await describeHeldNotes(this.db, [view], this.today(), this.cutoffDaysOf);
    if (!held!.reinvestment || !held!.maturity_date) throw FieldValidationError.nonField(ReinvestmentMessages.atCall);
    if (held!.status !== LoanNoteHeldStatus.active) throw FieldValidationError.nonField(ReinvestmentMessages.notActive);
    const cutoff = reinvestmentCutoffDate(held!.maturity_date, this.cutoffDaysOf(view.tenantId));
    if (!canChangeReinvestment(cutoff, this.today()))
      throw FieldValidationError.nonField(ReinvestmentMessages.closed(cutoff));
    let noteTypeId: number | null = null;
    let bankAccountId: number | null = null;
    if (input.choice === ReinvestmentChoice.rollover) {
      const type = (await this.offeredTypes(view.tenantId)).find((t) => t.id === input.note_type);
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
    return this.describe(view);
  }

  private async describe(view: HeldNoteView): Promise<ReinvestmentOptions> {
    const [note] = await describeHeldNotes(this.db, [view], this.today(), this.cutoffDaysOf);
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

  private today(): string {
    return toIsoDate(today(LOAN_NOTE_TIME_ZONE, this.now()));
  }
}
