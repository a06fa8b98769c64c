import { changeRequestDecisionSchema, type ChangeRequestDecision } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changeRequestsToSignQueryOptions } from './get-change-requests-to-sign';

/** POST /change-requests/{id}/mark-as-viewed/ (spec 2 §4, §7): the signer has seen the documents (viewing_complete). */
export function markChangeRequestViewed(id: number): Promise<ChangeRequestDecision> {
  return api.post(`/change-requests/${id}/mark-as-viewed/`, undefined, { schema: changeRequestDecisionSchema });
}

export function useMarkChangeRequestViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChangeRequestViewed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestsToSignQueryOptions().queryKey }),
    // The result page says what failed (spec 2 §8: a toast of the detail) and stays.
    meta: { errorHandling: 'none' },
  });
}
