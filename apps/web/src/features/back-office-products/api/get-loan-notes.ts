import {
  operatorLoanNotePageSchema,
  type LOAN_NOTE_ORDERINGS,
  type LoanNoteHeldStatus,
  type OperatorLoanNotePage,
  type QueueOrdering,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_LOAN_NOTES_ROOT } from './loan-note-keys';

export type LoanNoteOrderingField = (typeof LOAN_NOTE_ORDERINGS)[number];

export type LoanNotesQuery = {
  page: number;
  page_size: number;
  ordering: QueueOrdering<LoanNoteOrderingField>;
  search?: string;
  status?: LoanNoteHeldStatus;
};

/** GET /api/operator/loan-notes/: a page of the notes held, ordered, filtered and searched by the server. */
export function getLoanNotes(query: LoanNotesQuery): Promise<OperatorLoanNotePage> {
  return api.get('/operator/loan-notes/', { params: query, schema: operatorLoanNotePageSchema });
}

export function loanNotesQueryOptions(query: LoanNotesQuery) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_LOAN_NOTES_ROOT, 'page', query],
    queryFn: () => getLoanNotes(query),
    placeholderData: keepPreviousData,
  });
}

export function useLoanNotes(query: LoanNotesQuery) {
  return useQuery(loanNotesQueryOptions(query));
}
