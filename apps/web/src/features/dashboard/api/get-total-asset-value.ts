import { totalAssetValueSchema, type DashboardFilter, type TotalAssetValue } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chartCacheOptions, dashboardParams } from './dashboard-params';

/** GET /ipm/dashboard/total-asset-value/ for the chosen period, accounts and investment options. */
export function getTotalAssetValue(filter: DashboardFilter): Promise<TotalAssetValue> {
  return api.get('/ipm/dashboard/total-asset-value/', {
    params: dashboardParams(filter),
    schema: totalAssetValueSchema,
  });
}

export function totalAssetValueQueryOptions(filter: DashboardFilter) {
  return queryOptions({
    queryKey: ['dashboard', 'total-asset-value', filter],
    queryFn: () => getTotalAssetValue(filter),
    ...chartCacheOptions,
  });
}

export function useTotalAssetValue(filter: DashboardFilter) {
  return useQuery(totalAssetValueQueryOptions(filter));
}
