import { redeemRequestSchema, type RedeemRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { redeemRequestQueryOptions } from './get-redeem-request';

/** POST /ipm/redeem-requests/{id}/resend-code/: a new code, once the resend timeout has passed. */
export function resendRedeemCode(id: number): Promise<RedeemRequest> {
  return api.post(`/ipm/redeem-requests/${id}/resend-code/`, undefined, { schema: redeemRequestSchema });
}

export function useResendRedeemCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendRedeemCode(id),
    meta: { errorHandling: 'form' },
    onSuccess: (request) => queryClient.setQueryData(redeemRequestQueryOptions(id).queryKey, request),
  });
}
