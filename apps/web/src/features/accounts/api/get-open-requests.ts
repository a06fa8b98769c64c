import { openRequestListSchema, type OpenRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/{id}/open-requests/ (spec 2 §2 'Open requests'): what is open on the account and what each waits for. */
export function getOpenRequests(id: number): Promise<OpenRequest[]> {
  return api.get(`/accounts/${id}/open-requests/`, { schema: openRequestListSchema });
}

export function openRequestsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'open-requests', id],
    queryFn: () => getOpenRequests(id),
  });
}

export function useOpenRequests(id: number) {
  return useQuery(openRequestsQueryOptions(id));
}
