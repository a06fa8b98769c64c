import { loanNoteBundleSchema, type LoanNoteBundle, type UpdateLoanNoteBundle } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './loan-note-keys';

/** PATCH /ipm/loan-note-bundles/{id}/ (spec 2 §7 "Apply now"): the draft's bank account and notes. */
export function updateLoanNoteBundle({
  id,
  body,
}: {
  id: number;
  body: UpdateLoanNoteBundle;
}): Promise<LoanNoteBundle> {
  return api.patch(`/ipm/loan-note-bundles/${id}/`, body, { schema: loanNoteBundleSchema });
}

export function useUpdateLoanNoteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoanNoteBundle,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
