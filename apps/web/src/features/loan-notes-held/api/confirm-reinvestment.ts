import { reinvestmentOptionsSchema, type ReinvestmentInput, type ReinvestmentOptions } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loanNotesHeldQueryOptions } from './get-loan-notes-held';

/** POST /ipm/loan-notes-held/{id}/reinvestment/: records the confirmed instruction. */
export function confirmReinvestment(heldNoteId: number, input: ReinvestmentInput): Promise<ReinvestmentOptions> {
  return api.post(`/ipm/loan-notes-held/${heldNoteId}/reinvestment/`, input, { schema: reinvestmentOptionsSchema });
}

/** The confirmation screen shows a refusal (after the cut-off, an inactive type) itself. */
export function useConfirmReinvestment(heldNoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReinvestmentInput) => confirmReinvestment(heldNoteId, input),
    meta: { errorHandling: 'form' },
    // The notes list's key is the root of every held note's key: both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanNotesHeldQueryOptions().queryKey }),
  });
}
