import { changeRequestPageSchema, type ChangeRequestPage, type OperatorChangeRequestsQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CHANGE_REQUESTS_ROOT } from './back-office-queue-keys';

export type ChangeRequestsQuery = Partial<OperatorChangeRequestsQuery>;

/** GET /api/operator/change-requests/?status=&search=&ordering=&page=&page_size=: one page of the queue. */
export function getChangeRequests(query: ChangeRequestsQuery): Promise<ChangeRequestPage> {
  return api.get('/operator/change-requests/', { params: query, schema: changeRequestPageSchema });
}

export function changeRequestsQueryOptions(query: ChangeRequestsQuery) {
  return queryOptions({
    queryKey: [...CHANGE_REQUESTS_ROOT, 'list', query],
    queryFn: () => getChangeRequests(query),
    placeholderData: keepPreviousData,
  });
}

export function useChangeRequests(query: ChangeRequestsQuery) {
  return useQuery(changeRequestsQueryOptions(query));
}
