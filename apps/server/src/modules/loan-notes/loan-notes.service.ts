import {
  isAtCallNote,
  LoanNoteApplicationStatus,
  LoanNoteMessages,
  LoanNoteNextStep,
  Messages,
  ProductKey,
  type ApplicationSettings,
  type ApplyForLoanNotes,
  type LoanNoteBundle,
  type LoanNoteBundleList,
  type LoanNoteInput,
  type UpdateLoanNoteBundle,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { LoanNoteApplicationRow, LoanNoteRow } from '../../db/schema/index.js';
import { accountChangeRefused, FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { describeAccount, findMemberAccount, type MemberAccountRow } from '../accounts/index.js';
import {
  applicationsOf,
  findApplication,
  findApplicationFor,
  insertApplication,
  isActiveBankAccountOf,
  notesOf,
  offeredNoteTypes,
  replaceChosenNotes,
  updateApplication,
  type NewLoanNote,
} from './loan-notes.repository.js';

/** What the service needs of the company applications: an account's one and its settings. */
export interface LoanNoteApplications {
  applicationOf(tenantId: number | null): { id: number } | undefined;
  settingsFor(tenantId: number | null): ApplicationSettings;
}

/**
 * An icf account's loan note application (issue #20 item 2; spec 2 §4, §5, §7, §8): one bundle of
 * loan notes per account and product, paying into one of the account's active bank accounts.
 * Anyone on the account reads it; only its primary user applies or changes it.
 */
export class LoanNotesService {
  constructor(
    private readonly db: Database,
    private readonly applications: LoanNoteApplications,
  ) {}

  /** GET /api/ipm/loan-note-products/?account=: the account's applications (none or one). */
  async list(userId: number, accountId: number): Promise<LoanNoteBundleList> {
    const found = await this.memberAccount(userId, accountId);
    const rows = await applicationsOf(this.db, accountId);
    const results = await this.views(found, rows);
    return { count: results.length, next: null, previous: null, results };
  }

  /** POST /api/ipm/apply-now/loan-notes/ */
  async apply(userId: number, input: ApplyForLoanNotes): Promise<LoanNoteBundle> {
    const found = await this.primaryAccount(userId, input.account);
    if (!found.account.products.includes(ProductKey.icf))
      throw FieldValidationError.field('account', LoanNoteMessages.notOffered);
    if (await findApplicationFor(this.db, found.account.id, ProductKey.icf))
      throw FieldValidationError.field('account', LoanNoteMessages.alreadyApplied);
    const notes = await this.checkedInput(found, input.bank_account ?? null, input.loan_notes);
    const row = await this.db.transaction(async (tx) => {
      const created = await insertApplication(tx, {
        accountId: found.account.id,
        product: ProductKey.icf,
        bankAccountId: input.bank_account!,
        createdByUserId: userId,
      });
      // Another request made it a moment ago: the same answer as above.
      if (!created) throw FieldValidationError.field('account', LoanNoteMessages.alreadyApplied);
      await replaceChosenNotes(tx, created.id, notes);
      return created;
    });
    return (await this.views(found, [row]))[0]!;
  }

  /** PATCH /api/ipm/loan-note-bundles/{id}/: a draft's bank account or notes. */
  async update(userId: number, bundleId: number, input: UpdateLoanNoteBundle): Promise<LoanNoteBundle> {
    const bundle = await findApplication(this.db, bundleId);
    if (!bundle) throw notFound();
    const found = await this.primaryAccount(userId, bundle.accountId);
    if (bundle.status !== LoanNoteApplicationStatus.draft)
      throw FieldValidationError.nonField(LoanNoteMessages.submitted);
    const bankAccount = input.bank_account === undefined ? bundle.bankAccountId : input.bank_account;
    const notes = await this.checkedInput(found, bankAccount, input.loan_notes);
    await this.db.transaction(async (tx) => {
      await updateApplication(tx, bundle.id, { bankAccountId: bankAccount! });
      if (input.loan_notes) await replaceChosenNotes(tx, bundle.id, notes);
    });
    return (await this.views(found, [(await findApplication(this.db, bundle.id))!]))[0]!;
  }

  private async memberAccount(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    return found;
  }

  /** Spec 2 §6: only the primary user applies (403 for anyone else on the account). */
  private async primaryAccount(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await this.memberAccount(userId, accountId);
    if (found.role !== 'primary') throw accountChangeRefused(LoanNoteMessages.primaryOnly);
    return found;
  }

  /**
   * Spec 2 §4, §5, §8: the bank account is one of the account's active ones; each note's type is
   * offered and active (`Note type is not active` otherwise), the 48-hour note at most once, its
   * face value at least the application's minimum for its term. Every problem at once, each on
   * its entry (`loan_notes.0.face_value`).
   */
  private async checkedInput(
    found: MemberAccountRow,
    bankAccount: number | null,
    notes: readonly LoanNoteInput[] | undefined,
  ): Promise<NewLoanNote[]> {
    const problems: Record<string, string[]> = {};
    if (bankAccount === null) problems.bank_account = [Messages.fieldRequired];
    else if (!(await isActiveBankAccountOf(this.db, found.account.id, bankAccount)))
      problems.bank_account = [LoanNoteMessages.bankAccountNotActive];
    const checked: NewLoanNote[] = [];
    if (notes) {
      const tenant = this.applications.applicationOf(found.account.tenantId);
      const types = new Map((tenant ? await offeredNoteTypes(this.db, tenant.id) : []).map((t) => [t.id, t]));
      const settings = this.applications.settingsFor(found.account.tenantId);
      let atCallSeen = false;
      notes.forEach((note, i) => {
        const at = (field: string, message: string) => (problems[`loan_notes.${i}.${field}`] = [message]);
        const type = note.note_type === null ? undefined : types.get(note.note_type);
        if (note.note_type === null) at('note_type', Messages.fieldRequired);
        else if (!type) at('note_type', LoanNoteMessages.noteTypeNotOffered);
        else if (!type.active) at('note_type', Messages.noteTypeNotActive);
        const atCall = type !== undefined && isAtCallNote({ term: type.term, term_unit: type.termUnit });
        if (atCall && type.active) {
          if (atCallSeen) at('note_type', LoanNoteMessages.oneAtCallNote);
          atCallSeen = true;
        }
        const minimum = atCall ? settings.at_call_loan_note_minimum_cents : settings.loan_note_minimum_cents;
        if (note.face_value === null) at('face_value', Messages.fieldRequired);
        else if (type && note.face_value < minimum) at('face_value', Messages.amountAtLeast(minimum));
        if (note.interest_capitalisation === null) at('interest_capitalisation', Messages.fieldRequired);
        if (type && note.face_value !== null && note.interest_capitalisation !== null)
          checked.push({
            noteTypeId: type.id,
            faceValueCents: note.face_value,
            interestCapitalisation: note.interest_capitalisation,
          });
      });
    }
    if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
    return checked;
  }

  /** The bundles as the wire has them, with where the investor goes next (spec 2 §4). */
  private async views(found: MemberAccountRow, rows: readonly LoanNoteApplicationRow[]): Promise<LoanNoteBundle[]> {
    if (rows.length === 0) return [];
    const [notes, { unfilled }] = await Promise.all([
      notesOf(
        this.db,
        rows.map((r) => r.id),
      ),
      describeAccount(this.db, found.account),
    ]);
    const nextStep = unfilled.length > 0 ? LoanNoteNextStep.account : LoanNoteNextStep.summary;
    return rows.map((row) => ({
      id: row.id,
      account: row.accountId,
      product: row.product,
      bank_account: row.bankAccountId,
      status: row.status,
      loan_notes: notes.filter((n) => n.applicationId === row.id).map(toLoanNote),
      next_step: nextStep,
      created: row.createdAt.toISOString(),
      modified: row.updatedAt.toISOString(),
    }));
  }
}

function toLoanNote(row: LoanNoteRow) {
  return {
    id: row.id,
    note_type: row.noteTypeId,
    face_value: row.faceValueCents,
    interest_capitalisation: row.interestCapitalisation,
    is_automatically_created: row.isAutomaticallyCreated,
  };
}
