import { rebalanceReportDetailSchema, type RebalanceReportDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REBALANCE_QUERY_ROOT } from './rebalance-keys';

/** GET /ipm/rebalance-reports/{id}/: `data` may arrive as a JSON string; the schema parses it. */
export function getRebalanceReport(id: number): Promise<RebalanceReportDetail> {
  return api.get(`/ipm/rebalance-reports/${id}/`, { schema: rebalanceReportDetailSchema });
}

export function rebalanceReportQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...REBALANCE_QUERY_ROOT, 'detail', id],
    queryFn: () => getRebalanceReport(id),
    // The page says itself that a report was not found; a failed refetch of one on screen is
    // only logged (spec 3 §8). Session-wide consequences (sign-out, two-factor) still apply.
    meta: { errorHandling: 'form' },
  });
}

export function useRebalanceReport(id: number) {
  return useQuery(rebalanceReportQueryOptions(id));
}
