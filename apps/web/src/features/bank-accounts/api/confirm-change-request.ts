import { changeRequestSchema, type ChangeRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './bank-account-keys';

/** POST /accounts/change-requests/{cid}/confirm/: a member agrees; the request as it stands after. */
export function confirmChangeRequest(requestId: number): Promise<ChangeRequest> {
  return api.post(`/accounts/change-requests/${requestId}/confirm/`, undefined, { schema: changeRequestSchema });
}

/** The review screen shows a refusal (400/403/409 detail) itself. */
export function useConfirmChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmChangeRequest,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
