import { assetAllocationSchema, type DashboardFilter, type AssetAllocation } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chartCacheOptions, dashboardParams } from './dashboard-params';

/** GET /ipm/dashboard/asset-allocations/ for the chosen period, accounts and investment options. */
export function getAssetAllocations(filter: DashboardFilter): Promise<AssetAllocation> {
  return api.get('/ipm/dashboard/asset-allocations/', {
    params: dashboardParams(filter),
    schema: assetAllocationSchema,
  });
}

export function assetAllocationsQueryOptions(filter: DashboardFilter) {
  return queryOptions({
    queryKey: ['dashboard', 'asset-allocations', filter],
    queryFn: () => getAssetAllocations(filter),
    ...chartCacheOptions,
  });
}

export function useAssetAllocations(filter: DashboardFilter) {
  return useQuery(assetAllocationsQueryOptions(filter));
}
