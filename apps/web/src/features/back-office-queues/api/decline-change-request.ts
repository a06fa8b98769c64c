import { changeRequestSchema, type ChangeRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CHANGE_REQUESTS_ROOT } from './back-office-queue-keys';

/** POST /api/operator/change-requests/{id}/decline/ {reason}: the members are told the reason. */
export function declineChangeRequest({ id, reason }: { id: number; reason: string }): Promise<ChangeRequest> {
  return api.post(`/operator/change-requests/${id}/decline/`, { reason }, { schema: changeRequestSchema });
}

/** The decline dialog shows a refusal (field errors, a role's 403) itself. */
export function useDeclineChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineChangeRequest,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANGE_REQUESTS_ROOT }),
  });
}
