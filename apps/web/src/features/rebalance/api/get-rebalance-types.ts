import { rebalanceTypesSchema, type RebalanceTypes } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REBALANCE_QUERY_ROOT } from './rebalance-keys';

/** GET /ipm/rebalance-reports/types/: the choices of the Rebalance type filter. */
export function getRebalanceTypes(): Promise<RebalanceTypes> {
  return api.get('/ipm/rebalance-reports/types/', { schema: rebalanceTypesSchema });
}

export function rebalanceTypesQueryOptions() {
  return queryOptions({
    queryKey: [...REBALANCE_QUERY_ROOT, 'types'],
    queryFn: getRebalanceTypes,
    staleTime: Infinity,
  });
}

export function useRebalanceTypes() {
  return useQuery(rebalanceTypesQueryOptions());
}
