/**
 * Loan note applications (issue #20 item 2; spec 2 §3 Loan note, §5, §7 "Apply now"): an account
 * with the icf product applies for loan notes, each a note type, a face value in cents and whether
 * interest is capitalised, all paid into one of the account's bank accounts. The server keeps them
 * as one bundle per account and product.
 */
import { z } from 'zod';
import { MAX_RECORD_ID } from '../fields/record-id.js';
import { Messages } from '../messages.js';

const required = { error: Messages.fieldRequired };
const recordId = z
  .number(required)
  .int(Messages.fieldRequired)
  .positive(Messages.fieldRequired)
  .max(MAX_RECORD_ID, Messages.fieldRequired);

export const LoanNoteApplicationStatus = { draft: 'draft', submitted: 'submitted' } as const;
export type LoanNoteApplicationStatus = (typeof LoanNoteApplicationStatus)[keyof typeof LoanNoteApplicationStatus];

/** At most this many notes in one application: far above a real one, low enough to refuse junk. */
export const MAX_LOAN_NOTES_PER_APPLICATION = 20;
/** A face value's upper bound in cents ($1 billion): keeps the figure exact in a JS number. */
export const MAX_FACE_VALUE_CENTS = 100_000_000_000;

/** One loan note as the form sends it: the minimum is checked by the server with the application's settings. */
export const loanNoteInputSchema = z.object({
  note_type: recordId.nullable().refine((v) => v !== null, Messages.fieldRequired),
  /** Cents, a whole number. */
  face_value: z
    .number(required)
    .int(Messages.fieldRequired)
    .nonnegative(Messages.fieldRequired)
    .max(MAX_FACE_VALUE_CENTS, Messages.fieldRequired)
    .nullable()
    .refine((v) => v !== null, Messages.fieldRequired),
  interest_capitalisation: z
    .boolean(required)
    .nullable()
    .refine((v) => v !== null, Messages.fieldRequired),
});
export type LoanNoteInput = z.input<typeof loanNoteInputSchema>;

const loanNotesInput = z
  .array(loanNoteInputSchema, required)
  .min(1, Messages.fieldRequired)
  .max(MAX_LOAN_NOTES_PER_APPLICATION, `At most ${MAX_LOAN_NOTES_PER_APPLICATION} loan notes.`);

/** POST /api/ipm/apply-now/loan-notes/ */
export const applyForLoanNotesSchema = z
  .object({
    account: recordId,
    bank_account: recordId.nullable().refine((v) => v !== null, Messages.fieldRequired),
    loan_notes: loanNotesInput,
  })
  .meta({ id: 'ApplyForLoanNotes' });
export type ApplyForLoanNotes = z.input<typeof applyForLoanNotesSchema>;

/** PATCH /api/ipm/loan-note-bundles/{id}/: what changes (the account stays). */
export const updateLoanNoteBundleSchema = z
  .object({
    bank_account: recordId
      .nullable()
      .refine((v) => v !== null, Messages.fieldRequired)
      .optional(),
    loan_notes: loanNotesInput.optional(),
  })
  .meta({ id: 'UpdateLoanNoteBundle' });
export type UpdateLoanNoteBundle = z.input<typeof updateLoanNoteBundleSchema>;

export const loanNoteSchema = z
  .object({
    id: z.number().int(),
    note_type: z.number().int(),
    face_value: z.number().int(),
    interest_capitalisation: z.boolean(),
    is_automatically_created: z.boolean(),
  })
  .meta({ id: 'LoanNote' });
export type LoanNote = z.infer<typeof loanNoteSchema>;

/** Where the investor goes after saving (spec 2 §4 activation steps). */
export const LoanNoteNextStep = {
  /** Missing details remain: back to the account page. */
  account: 'account',
  /** Nothing missing: the summary (finish_loan_note_application). */
  summary: 'summary',
} as const;
export type LoanNoteNextStep = (typeof LoanNoteNextStep)[keyof typeof LoanNoteNextStep];

export const loanNoteBundleSchema = z
  .object({
    id: z.number().int(),
    account: z.number().int(),
    product: z.string(),
    bank_account: z.number().int().nullable(),
    status: z.enum(LoanNoteApplicationStatus),
    loan_notes: z.array(loanNoteSchema),
    next_step: z.enum(LoanNoteNextStep),
    created: z.string(),
    modified: z.string(),
  })
  .meta({ id: 'LoanNoteBundle' });
export type LoanNoteBundle = z.infer<typeof loanNoteBundleSchema>;

export const loanNoteBundleListSchema = z
  .object({ count: z.number().int(), next: z.null(), previous: z.null(), results: z.array(loanNoteBundleSchema) })
  .meta({ id: 'LoanNoteBundleList' });
export type LoanNoteBundleList = z.infer<typeof loanNoteBundleListSchema>;

export const loanNoteProductsQuerySchema = z.object({
  account: z.coerce
    .number({ error: Messages.fieldRequired })
    .int(Messages.fieldRequired)
    .positive(Messages.fieldRequired)
    .max(MAX_RECORD_ID, Messages.fieldRequired),
});

/** The loan note application's own refusals (our wording; the documents' are in `Messages`). */
export const LoanNoteMessages = {
  notOffered: 'This account does not offer loan notes.',
  alreadyApplied: 'This account has applied for loan notes already: change that application instead.',
  primaryOnly: 'Only the primary user of this account can apply for loan notes.',
  bankAccountNotActive: 'Choose one of this account’s active bank accounts.',
  noteTypeNotOffered: 'Choose one of the note types offered.',
  oneAtCallNote: 'A 48-hour at call note may be chosen only once per application.',
  submitted: 'This application has been submitted and can no longer be changed.',
} as const;
