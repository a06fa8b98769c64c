import {
  AccountStatus,
  isAtCallNote,
  LoanNotesHeldMessages,
  maturityDateOf,
  noteInterestFrequency,
  toIsoDate,
  today,
  type IssueLoanNotes,
  type LoanNoteHeld,
  type LoanNoteHeldList,
  type OperatorLoanNotesQuery,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findAccount, findMemberAccount } from '../accounts/index.js';
import { describeHeldNotes, type CutoffDaysOf } from './describe-held-notes.js';
import { LOAN_NOTE_TIME_ZONE } from './loan-note-time-zone.js';
import {
  accountIdsOf,
  countHeldNotes,
  heldNote,
  heldNotes,
  heldNotesPage,
  insertHeldNotes,
  insertRedemption,
  submittedNotes,
} from './loan-notes-held.repository.js';

/**
 * Loan notes held (issue #22 item 3): issued by the operator from an active account's submitted
 * application, one per application note, and read with their interest so far as of today.
 */
export class LoanNotesHeldService {
  constructor(
    private readonly db: Database,
    private readonly cutoffDaysOf: CutoffDaysOf,
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

  /** GET /api/operator/loan-notes/: a page of the back office's queue, with the matching count. */
  async pageForOperator(query: OperatorLoanNotesQuery): Promise<{ count: number; results: LoanNoteHeld[] }> {
    const asOf = this.asOf();
    const filter = { accountId: query.account, status: query.status, search: query.search, asOf };
    const [total, views] = await Promise.all([
      countHeldNotes(this.db, filter),
      heldNotesPage(this.db, filter, {
        ordering: query.ordering,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      }),
    ]);
    return { count: total, results: await describeHeldNotes(this.db, views, asOf, this.cutoffDaysOf) };
  }

  /** GET /api/ipm/loan-notes-held/?account=: an account the person is on (404 otherwise), or all of theirs. */
  async listForMember(userId: number, accountId: number | undefined): Promise<LoanNoteHeldList> {
    if (accountId === undefined) return this.list(await accountIdsOf(this.db, userId));
    if (!(await findMemberAccount(this.db, userId, accountId))) throw notFound();
    return this.list([accountId]);
  }

  /** One held note with its figures as of today (Sydney), whoever holds it; undefined when none has the id. */
  async find(id: number, db: Database = this.db): Promise<LoanNoteHeld | undefined> {
    const view = await heldNote(db, id);
    if (!view) return undefined;
    const [note] = await describeHeldNotes(db, [view], this.asOf(), this.cutoffDaysOf);
    return note;
  }

  /**
   * A settled redemption (redeem-requests module): principal off the note from `redeemedOn`, the
   * note redeemed when whole. Runs in the caller's transaction.
   */
  async recordRedemption(
    tx: Database,
    values: { heldNoteId: number; redeemRequestId: number; redeemedOn: string; amountCents: number; whole: boolean },
  ): Promise<void> {
    await insertRedemption(tx, values);
  }

  /** Today in Sydney: the day interest figures and redemptions are dated. */
  asOf(): string {
    return toIsoDate(today(LOAN_NOTE_TIME_ZONE, this.now()));
  }

  private async list(accountIds: readonly number[] | null): Promise<LoanNoteHeldList> {
    const views = await heldNotes(this.db, accountIds);
    const results = await describeHeldNotes(this.db, views, this.asOf(), this.cutoffDaysOf);
    return { count: results.length, next: null, previous: null, results };
  }
}
