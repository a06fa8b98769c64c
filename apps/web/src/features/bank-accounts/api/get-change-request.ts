import { changeRequestSchema, type ChangeRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_ROOT } from './bank-account-keys';

/** GET /accounts/change-requests/{cid}/: one request with what the caller may do (404 to a non-member). */
export function getChangeRequest(requestId: number): Promise<ChangeRequest> {
  return api.get(`/accounts/change-requests/${requestId}/`, { schema: changeRequestSchema });
}

export function changeRequestQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: [...BANK_ACCOUNTS_QUERY_ROOT, 'change-request', requestId],
    queryFn: () => getChangeRequest(requestId),
    retry: false,
    meta: { errorHandling: 'form' },
  });
}

export function useChangeRequest(requestId: number) {
  return useQuery(changeRequestQueryOptions(requestId));
}
