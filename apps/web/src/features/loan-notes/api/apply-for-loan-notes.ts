import { loanNoteBundleSchema, type ApplyForLoanNotes, type LoanNoteBundle } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './loan-note-keys';

/** POST /ipm/apply-now/loan-notes/ (spec 2 §7 "Apply now"): account, bank_account, loan_notes. */
export function applyForLoanNotes(body: ApplyForLoanNotes): Promise<LoanNoteBundle> {
  return api.post('/ipm/apply-now/loan-notes/', body, { schema: loanNoteBundleSchema });
}

export function useApplyForLoanNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForLoanNotes,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
