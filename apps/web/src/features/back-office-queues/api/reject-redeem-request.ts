import { redeemRequestSchema, type RedeemRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_REQUESTS_ROOT } from './back-office-queue-keys';

/** POST /api/operator/redeem-requests/{id}/reject/ {reason}: the investor is told the reason. */
export function rejectRedeemRequest({ id, reason }: { id: number; reason: string }): Promise<RedeemRequest> {
  return api.post(`/operator/redeem-requests/${id}/reject/`, { reason }, { schema: redeemRequestSchema });
}

/** The reject dialog shows a refusal (field errors, a role's 403) itself. */
export function useRejectRedeemRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRedeemRequest,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REDEEM_REQUESTS_ROOT }),
  });
}
