import { noteTypeListSchema, type NoteType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOAN_NOTES_QUERY_ROOT } from './loan-note-keys';

/** GET /ipm/note-types/?account= (spec 2 §7 "Loan types"): the active note types of the account's application. */
export async function getNoteTypes(accountId: number): Promise<NoteType[]> {
  return (await api.get(`/ipm/note-types/?account=${accountId}`, { schema: noteTypeListSchema })).results;
}

export function noteTypesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...LOAN_NOTES_QUERY_ROOT, 'note-types', accountId],
    queryFn: () => getNoteTypes(accountId),
  });
}

export function useNoteTypes(accountId: number) {
  return useQuery(noteTypesQueryOptions(accountId));
}
