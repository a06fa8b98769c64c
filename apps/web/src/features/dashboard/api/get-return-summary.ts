import { returnSummarySchema, type DashboardFilter, type ReturnSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chartCacheOptions, dashboardParams } from './dashboard-params';

/** GET /ipm/dashboard/return-summary/ for the chosen period, accounts and investment options. */
export function getReturnSummary(filter: DashboardFilter): Promise<ReturnSummary> {
  return api.get('/ipm/dashboard/return-summary/', { params: dashboardParams(filter), schema: returnSummarySchema });
}

export function returnSummaryQueryOptions(filter: DashboardFilter) {
  return queryOptions({
    queryKey: ['dashboard', 'return-summary', filter],
    queryFn: () => getReturnSummary(filter),
    ...chartCacheOptions,
  });
}

export function useReturnSummary(filter: DashboardFilter) {
  return useQuery(returnSummaryQueryOptions(filter));
}
