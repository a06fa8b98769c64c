import { incomeSchema, type DashboardFilter, type Income } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chartCacheOptions, dashboardParams } from './dashboard-params';

/** GET /ipm/dashboard/income/ for the chosen period, accounts and investment options. */
export function getIncome(filter: DashboardFilter): Promise<Income> {
  return api.get('/ipm/dashboard/income/', { params: dashboardParams(filter), schema: incomeSchema });
}

export function incomeQueryOptions(filter: DashboardFilter) {
  return queryOptions({
    queryKey: ['dashboard', 'income', filter],
    queryFn: () => getIncome(filter),
    ...chartCacheOptions,
  });
}

export function useIncome(filter: DashboardFilter) {
  return useQuery(incomeQueryOptions(filter));
}
