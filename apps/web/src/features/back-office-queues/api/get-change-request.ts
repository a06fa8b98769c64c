import { changeRequestSchema, type ChangeRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CHANGE_REQUESTS_ROOT } from './back-office-queue-keys';

/** GET /api/operator/change-requests/{id}/: one request with its details before and after and its history. */
export function getChangeRequest(id: number): Promise<ChangeRequest> {
  return api.get(`/operator/change-requests/${id}/`, { schema: changeRequestSchema });
}

export function changeRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CHANGE_REQUESTS_ROOT, 'one', id],
    queryFn: () => getChangeRequest(id),
  });
}

export function useChangeRequest(id: number) {
  return useQuery(changeRequestQueryOptions(id));
}
