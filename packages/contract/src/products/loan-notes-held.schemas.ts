/**
 * Loan notes held (issue #22 item 3; spec 2 §2 `/products/`): once an account is active, the
 * provider issues one note per loan note of its submitted application. Each is shown with its
 * interest so far, worked out by `loan-note-interest.ts` as of a day.
 */
import { z } from 'zod';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { isIsoDate } from '../dates/calendar-date.js';
import { MAX_RECORD_ID } from '../fields/record-id.js';
import { Frequency } from './products.enums.js';
import {
  heldNoteReinvestmentSchema,
  reinvestmentBankAccountSchema,
  reinvestmentNoteTypeSchema,
} from './reinvestment.schemas.js';

export const LoanNoteHeldStatus = { active: 'active', matured: 'matured', redeemed: 'redeemed' } as const;
export type LoanNoteHeldStatus = (typeof LoanNoteHeldStatus)[keyof typeof LoanNoteHeldStatus];

export const LoanNoteHeldStatusLabels: Record<LoanNoteHeldStatus, string> = {
  active: 'Active',
  matured: 'Matured',
  redeemed: 'Redeemed',
};

export const LoanNotesHeldMessages = {
  accountRequired: 'Give the account’s id.',
  accountNotFound: 'No account has this id.',
  notActive: 'This account is not active yet: notes are issued once it is activated.',
  nothingSubmitted: 'This account has no submitted loan note application: nothing to issue.',
  alreadyIssued: 'The notes of this account’s application have been issued already.',
  startDate: 'Write the start date as YYYY-MM-DD.',
  noNotes: 'No loan notes are held yet.',
} as const;

const recordId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message);

/** POST /api/operator/loan-notes/issue/ */
export const issueLoanNotesSchema = z
  .object({
    account: z
      .number({ error: LoanNotesHeldMessages.accountRequired })
      .int(LoanNotesHeldMessages.accountRequired)
      .positive(LoanNotesHeldMessages.accountRequired)
      .max(MAX_RECORD_ID, LoanNotesHeldMessages.accountRequired),
    /** Default: today in Sydney. */
    start_date: z
      .string({ error: LoanNotesHeldMessages.startDate })
      .max(10, LoanNotesHeldMessages.startDate)
      .refine(isIsoDate, LoanNotesHeldMessages.startDate)
      .optional(),
  })
  .meta({ id: 'IssueLoanNotes' });
export type IssueLoanNotes = z.input<typeof issueLoanNotesSchema>;

/** The back office's "Issue notes for an account" form: the account's number typed as text. */
export const issueLoanNotesFormSchema = z.object({
  account: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return /^\d{1,10}$/.test(text) ? Number(text) : undefined;
  }, issueLoanNotesSchema.shape.account),
});
export type IssueLoanNotesForm = z.input<typeof issueLoanNotesFormSchema>;

/** GET /api/ipm/loan-notes-held/?account=: every account of the person's when absent. */
export const loanNotesHeldQuerySchema = z.object({
  account: recordId(LoanNotesHeldMessages.accountRequired).optional(),
});

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const loanNoteHeldSchema = z
  .object({
    id: z.number().int(),
    account: z.object({ id: z.number().int(), name: z.string() }),
    /** The loan note of the application it was issued from; null for one the provider entered directly. */
    loan_note: z.number().int().nullable(),
    note_type: z.object({ id: z.number().int(), key: z.string(), label: z.string() }),
    /** Dollars as decimal text: '25000.00'. */
    face_value: money,
    /** Null for the at-call note. */
    term_months: z.number().int().nullable(),
    /** Percent a year, decimal text: '5.250'. */
    rate: z.string(),
    start_date: isoDate,
    maturity_date: isoDate.nullable(),
    interest_frequency: z.enum(Frequency),
    is_capitalised: z.boolean(),
    is_at_call: z.boolean(),
    interest_paid_to_date: money,
    interest_capitalised_to_date: money,
    /** Face value plus interest capitalised so far. */
    current_balance: money,
    next_interest_date: isoDate.nullable(),
    status: z.enum(LoanNoteHeldStatus),
    /** The day the interest figures are worked out to (today in Sydney). */
    as_of: isoDate,
    issued_at: z.string(),
    /** Reinvestment at maturity (issue #22 item 4); null for the at-call note. */
    reinvestment: heldNoteReinvestmentSchema.nullable(),
  })
  .meta({ id: 'LoanNoteHeld' });
export type LoanNoteHeld = z.infer<typeof loanNoteHeldSchema>;

export const loanNoteHeldListSchema = z
  .object({ count: z.number().int(), next: z.null(), previous: z.null(), results: z.array(loanNoteHeldSchema) })
  .meta({ id: 'LoanNoteHeldList' });
export type LoanNoteHeldList = z.infer<typeof loanNoteHeldListSchema>;

/** The columns the back office's loan notes queue orders by (`ordering`, `-` for descending). */
export const LOAN_NOTE_ORDERINGS = [
  'issued',
  'account_name',
  'face_value',
  'start_date',
  'maturity_date',
  'id',
] as const;

/**
 * GET /api/operator/loan-notes/: a page of the notes held, newest issued first by default;
 * `search` matches the account's name; `status` as the notes show it (matured: past maturity, not redeemed).
 */
export const operatorLoanNotesQuerySchema = queueQuerySchema(LOAN_NOTE_ORDERINGS, '-issued').extend({
  account: recordId(LoanNotesHeldMessages.accountRequired).optional(),
  status: z.enum(LoanNoteHeldStatus).optional(),
});
export type OperatorLoanNotesQuery = z.infer<typeof operatorLoanNotesQuerySchema>;

/** A page of the loan notes queue. */
export const operatorLoanNotePageSchema = pageSchema(loanNoteHeldSchema).meta({ id: 'OperatorLoanNotePage' });
export type OperatorLoanNotePage = z.infer<typeof operatorLoanNotePageSchema>;

/**
 * GET /api/ipm/loan-notes-held/{id}/reinvestment/ (and the answer of its POST): the note, what it
 * can roll into, where it would be repaid, and its cut-off and current instruction.
 */
export const reinvestmentOptionsSchema = z
  .object({
    note: loanNoteHeldSchema,
    /** The active note types of the account's application. */
    note_types: z.array(reinvestmentNoteTypeSchema),
    /** The account's linked bank account for its loan notes; null when it has none. */
    bank_account: reinvestmentBankAccountSchema.nullable(),
    cutoff_date: isoDate,
    can_change: z.boolean(),
    instruction: heldNoteReinvestmentSchema.shape.instruction,
  })
  .meta({ id: 'ReinvestmentOptions' });
export type ReinvestmentOptions = z.infer<typeof reinvestmentOptionsSchema>;
