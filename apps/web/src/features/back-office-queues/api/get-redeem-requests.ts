import { redeemRequestListSchema, type RedeemRequest, type RedeemRequestStatus } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_REQUESTS_ROOT } from './back-office-queue-keys';

/** GET /api/operator/redeem-requests/?status=: redemption requests, newest first (no status: every one). */
export function getRedeemRequests(status: RedeemRequestStatus | undefined): Promise<RedeemRequest[]> {
  return api.get('/operator/redeem-requests/', { params: { status }, schema: redeemRequestListSchema });
}

export function redeemRequestsQueryOptions(status: RedeemRequestStatus | undefined) {
  return queryOptions({
    queryKey: [...REDEEM_REQUESTS_ROOT, 'list', status ?? 'all'],
    queryFn: () => getRedeemRequests(status),
    placeholderData: keepPreviousData,
  });
}

export function useRedeemRequests(status: RedeemRequestStatus | undefined) {
  return useQuery(redeemRequestsQueryOptions(status));
}
