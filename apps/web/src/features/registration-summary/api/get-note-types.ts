import { noteTypeListSchema, type NoteType } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

/** GET /ipm/note-types/?account=: the note types of the account's application (the loan notes' terms). */
export async function getNoteTypes(accountId: number): Promise<NoteType[]> {
  return (await api.get(`/ipm/note-types/?account=${accountId}`, { schema: noteTypeListSchema })).results;
}

export function noteTypesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'loan-notes', 'note-types', accountId],
    queryFn: () => getNoteTypes(accountId),
  });
}

export function useNoteTypes(accountId: number, enabled = true) {
  return useQuery({ ...noteTypesQueryOptions(accountId), enabled });
}
