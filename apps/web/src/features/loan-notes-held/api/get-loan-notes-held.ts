import { loanNoteHeldListSchema, type LoanNoteHeld } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ipm/loan-notes-held/: the notes every account of the person holds, with interest so far. */
export async function getLoanNotesHeld(): Promise<LoanNoteHeld[]> {
  return (await api.get('/ipm/loan-notes-held/', { schema: loanNoteHeldListSchema })).results;
}

export function loanNotesHeldQueryOptions() {
  return queryOptions({ queryKey: ['loan-notes-held'], queryFn: getLoanNotesHeld });
}

export function useLoanNotesHeld() {
  return useQuery(loanNotesHeldQueryOptions());
}
