import { changeRequestSchema, type ChangeRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './bank-account-keys';

/** POST /accounts/change-requests/{cid}/cancel/: the initiator withdraws the request. */
export function cancelChangeRequest(requestId: number): Promise<ChangeRequest> {
  return api.post(`/accounts/change-requests/${requestId}/cancel/`, undefined, { schema: changeRequestSchema });
}

/** The review screen shows a refusal (400/403/409 detail) itself. */
export function useCancelChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelChangeRequest,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
