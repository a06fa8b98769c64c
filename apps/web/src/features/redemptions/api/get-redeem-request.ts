import { redeemRequestSchema, type RedeemRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REDEEM_REQUESTS_QUERY_ROOT } from './redeem-request-keys';

/** GET /ipm/redeem-requests/{id}/: one request of an account the person is on (404 otherwise). */
export function getRedeemRequest(id: number): Promise<RedeemRequest> {
  return api.get(`/ipm/redeem-requests/${id}/`, { schema: redeemRequestSchema });
}

export function redeemRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...REDEEM_REQUESTS_QUERY_ROOT, id],
    queryFn: () => getRedeemRequest(id),
    retry: false,
  });
}

export function useRedeemRequest(id: number) {
  return useQuery(redeemRequestQueryOptions(id));
}
