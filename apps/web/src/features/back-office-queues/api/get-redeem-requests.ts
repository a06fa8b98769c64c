import { redeemRequestPageSchema, type RedeemRequestPage, type RedeemRequestsQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_REQUESTS_ROOT } from './back-office-queue-keys';

export type RedemptionsQuery = Partial<RedeemRequestsQuery>;

/** GET /api/operator/redeem-requests/?status=&search=&ordering=&page=&page_size=: one page of the queue. */
export function getRedeemRequests(query: RedemptionsQuery): Promise<RedeemRequestPage> {
  return api.get('/operator/redeem-requests/', { params: query, schema: redeemRequestPageSchema });
}

export function redeemRequestsQueryOptions(query: RedemptionsQuery) {
  return queryOptions({
    queryKey: [...REDEEM_REQUESTS_ROOT, 'list', query],
    queryFn: () => getRedeemRequests(query),
    placeholderData: keepPreviousData,
  });
}

export function useRedeemRequests(query: RedemptionsQuery) {
  return useQuery(redeemRequestsQueryOptions(query));
}
