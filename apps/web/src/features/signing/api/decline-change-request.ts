import { changeRequestDecisionSchema, type ChangeRequestDecision } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changeRequestsToSignQueryOptions } from './get-change-requests-to-sign';

/** POST /change-requests/{id}/decline/ (spec 2 §4): after decline, the decline is recorded and signing stops for everyone. */
export function declineChangeRequest(id: number): Promise<ChangeRequestDecision> {
  return api.post(`/change-requests/${id}/decline/`, undefined, { schema: changeRequestDecisionSchema });
}

export function useDeclineChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineChangeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestsToSignQueryOptions().queryKey }),
    // The result page says what failed (spec 2 §8: a toast of the detail) and stays.
    meta: { errorHandling: 'none' },
  });
}
