import { rebalanceLatestSchema, type RebalanceLatest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /ipm/rebalance-reports/latest/: the newest rebalance report and the count of new ones, or
 * null while there is none. The key sits under ['rebalance'], so opening a report on the
 * rebalance pages (which refreshes that root) updates this block too.
 */
export function getLatestRebalance(): Promise<RebalanceLatest> {
  return api.get('/ipm/rebalance-reports/latest/', { schema: rebalanceLatestSchema });
}

export function latestRebalanceQueryOptions() {
  return queryOptions({ queryKey: ['rebalance', 'latest'], queryFn: getLatestRebalance });
}

export function useLatestRebalance() {
  return useQuery(latestRebalanceQueryOptions());
}
