import { redeemRequestSchema, type ConfirmRedeemRequest, type RedeemRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { redeemRequestQueryOptions } from './get-redeem-request';

/** POST /ipm/redeem-requests/{id}/confirm/: the code moves the request on to the provider. */
export function confirmRedeemRequest(id: number, input: ConfirmRedeemRequest): Promise<RedeemRequest> {
  return api.post(`/ipm/redeem-requests/${id}/confirm/`, input, { schema: redeemRequestSchema });
}

export function useConfirmRedeemRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmRedeemRequest) => confirmRedeemRequest(id, input),
    meta: { errorHandling: 'form' },
    onSuccess: async (request) => {
      queryClient.setQueryData(redeemRequestQueryOptions(id).queryKey, request);
      // The account's open requests now list it.
      await queryClient.invalidateQueries();
    },
  });
}
