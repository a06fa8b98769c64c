import { redeemRequestSchema, type CreateRedeemRequest, type RedeemRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { redeemRequestQueryOptions } from './get-redeem-request';

/** POST /ipm/redeem-requests/: the request waits for the code just sent. */
export function createRedeemRequest(input: CreateRedeemRequest): Promise<RedeemRequest> {
  return api.post('/ipm/redeem-requests/', input, { schema: redeemRequestSchema });
}

/** Refusals land on the form (amount, penalty checkbox, or above it). */
export function useCreateRedeemRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRedeemRequest,
    meta: { errorHandling: 'form' },
    onSuccess: (request) => queryClient.setQueryData(redeemRequestQueryOptions(request.id).queryKey, request),
  });
}
