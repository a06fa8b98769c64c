import { changeRequestDecisionSchema, type ChangeRequestDecision } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changeRequestsToSignQueryOptions } from './get-change-requests-to-sign';

/** POST /change-requests/{id}/confirm/ (spec 2 §4): after signing_complete, the signature is checked as recorded. */
export function confirmChangeRequest(id: number): Promise<ChangeRequestDecision> {
  return api.post(`/change-requests/${id}/confirm/`, undefined, { schema: changeRequestDecisionSchema });
}

export function useConfirmChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmChangeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestsToSignQueryOptions().queryKey }),
    // The result page says what failed (spec 2 §8: a toast of the detail) and stays.
    meta: { errorHandling: 'none' },
  });
}
