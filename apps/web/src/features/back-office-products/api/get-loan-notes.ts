import {
  operatorLoanNotePageSchema,
  type LOAN_NOTE_ORDERINGS,
  type OperatorLoanNotePage,
  type OperatorLoanNotesQuery,
} from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { BACK_OFFICE_LOAN_NOTES_ROOT } from './loan-note-keys';

export type LoanNoteOrderingField = (typeof LOAN_NOTE_ORDERINGS)[number];

/** GET /api/operator/loan-notes/: a page of the notes held, ordered, filtered and searched by the server. */
const loanNotes = serverQueueQuery<Partial<OperatorLoanNotesQuery>, OperatorLoanNotePage>(
  '/operator/loan-notes/',
  [...BACK_OFFICE_LOAN_NOTES_ROOT, 'page'],
  operatorLoanNotePageSchema,
);

export const getLoanNotes = loanNotes.fetchPage;
export const loanNotesQueryOptions = loanNotes.queryOptions;
export const useLoanNotes = loanNotes.usePage;
