import { changeRequestSchema, type ChangeRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './bank-account-keys';

/** POST /accounts/change-requests/{cid}/decline/ {reason}: a member refuses; the reason may be empty. */
export function declineChangeRequest({
  requestId,
  reason,
}: {
  requestId: number;
  reason: string;
}): Promise<ChangeRequest> {
  return api.post(`/accounts/change-requests/${requestId}/decline/`, { reason }, { schema: changeRequestSchema });
}

/** The review screen shows a refusal (400/403/409 detail) itself. */
export function useDeclineChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineChangeRequest,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
