import { dashboardFilterSetupSchema, type DashboardFilterSetup } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ipm/dashboard/filter-setup/: the saved filter and what can be chosen. */
export function getFilterSetup(): Promise<DashboardFilterSetup> {
  return api.get('/ipm/dashboard/filter-setup/', { schema: dashboardFilterSetupSchema });
}

export function filterSetupQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'filter-setup'], queryFn: getFilterSetup });
}

export function useFilterSetup() {
  return useQuery(filterSetupQueryOptions());
}
