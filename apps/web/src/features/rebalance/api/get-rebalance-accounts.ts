import { rebalanceAccountsSchema, type RebalanceAccount } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REBALANCE_QUERY_ROOT } from './rebalance-keys';

/** GET /ipm/rebalance-reports/accounts/: the user's accounts, the choices of the Name filter. */
export function getRebalanceAccounts(): Promise<RebalanceAccount[]> {
  return api.get('/ipm/rebalance-reports/accounts/', { schema: rebalanceAccountsSchema });
}

export function rebalanceAccountsQueryOptions() {
  return queryOptions({ queryKey: [...REBALANCE_QUERY_ROOT, 'accounts'], queryFn: getRebalanceAccounts });
}

export function useRebalanceAccounts() {
  return useQuery(rebalanceAccountsQueryOptions());
}
