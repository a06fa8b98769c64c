import { redeemRequestSchema, type RedeemRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_REQUESTS_ROOT } from './back-office-queue-keys';

/** POST /api/operator/redeem-requests/{id}/settle/: the amount comes off the note today. */
export function settleRedeemRequest(id: number): Promise<RedeemRequest> {
  return api.post(`/operator/redeem-requests/${id}/settle/`, {}, { schema: redeemRequestSchema });
}

/** The queue shows a refusal (a role's 403, a request no longer open) itself. */
export function useSettleRedeemRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleRedeemRequest,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDEEM_REQUESTS_ROOT }),
  });
}
