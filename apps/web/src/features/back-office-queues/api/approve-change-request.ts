import { changeRequestSchema, type ChangeRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CHANGE_REQUESTS_ROOT } from './back-office-queue-keys';

/** POST /api/operator/change-requests/{id}/approve/: the change applies at once. */
export function approveChangeRequest(id: number): Promise<ChangeRequest> {
  return api.post(`/operator/change-requests/${id}/approve/`, {}, { schema: changeRequestSchema });
}

/** The detail page shows a refusal (a role's 403, a request no longer waiting) itself. */
export function useApproveChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveChangeRequest,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANGE_REQUESTS_ROOT }),
  });
}
