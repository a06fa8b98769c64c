import { changeRequestListSchema, type ChangeRequest, type ChangeRequestStatus } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CHANGE_REQUESTS_ROOT } from './back-office-queue-keys';

/** The route answers at most this many, newest first; the queue searches among them. */
export const CHANGE_REQUESTS_LIMIT = 1000;

/** GET /api/operator/change-requests/?status=&limit=: bank change requests, newest first (no status: every one). */
export function getChangeRequests(status: ChangeRequestStatus | undefined): Promise<ChangeRequest[]> {
  return api.get('/operator/change-requests/', {
    params: { status, limit: CHANGE_REQUESTS_LIMIT },
    schema: changeRequestListSchema,
  });
}

export function changeRequestsQueryOptions(status: ChangeRequestStatus | undefined) {
  return queryOptions({
    queryKey: [...CHANGE_REQUESTS_ROOT, 'list', status ?? 'all'],
    queryFn: () => getChangeRequests(status),
    placeholderData: keepPreviousData,
  });
}

export function useChangeRequests(status: ChangeRequestStatus | undefined) {
  return useQuery(changeRequestsQueryOptions(status));
}
