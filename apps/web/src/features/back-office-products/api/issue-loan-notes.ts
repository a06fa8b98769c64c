import { loanNoteHeldListSchema, type IssueLoanNotes, type LoanNoteHeldList } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_LOAN_NOTES_ROOT } from './loan-note-keys';

/** POST /api/operator/loan-notes/issue/: the notes of an active account's submitted application. */
export function issueLoanNotes(body: IssueLoanNotes): Promise<LoanNoteHeldList> {
  return api.post('/operator/loan-notes/issue/', body, { schema: loanNoteHeldListSchema });
}

/** The dialog shows the server's answer (a field error on the account, a role's 403) itself. */
export function useIssueLoanNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueLoanNotes,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_LOAN_NOTES_ROOT }),
  });
}
