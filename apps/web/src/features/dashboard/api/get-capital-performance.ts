import { capitalPerformanceSchema, type DashboardFilter, type CapitalPerformance } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chartCacheOptions, dashboardParams } from './dashboard-params';

/** GET /ipm/dashboard/capital-performance/ for the chosen period, accounts and investment options. */
export function getCapitalPerformance(filter: DashboardFilter): Promise<CapitalPerformance> {
  return api.get('/ipm/dashboard/capital-performance/', {
    params: dashboardParams(filter),
    schema: capitalPerformanceSchema,
  });
}

export function capitalPerformanceQueryOptions(filter: DashboardFilter) {
  return queryOptions({
    queryKey: ['dashboard', 'capital-performance', filter],
    queryFn: () => getCapitalPerformance(filter),
    ...chartCacheOptions,
  });
}

export function useCapitalPerformance(filter: DashboardFilter) {
  return useQuery(capitalPerformanceQueryOptions(filter));
}
