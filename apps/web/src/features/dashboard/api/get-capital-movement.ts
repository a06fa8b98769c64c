import { capitalMovementSchema, type DashboardFilter, type CapitalMovement } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chartCacheOptions, dashboardParams } from './dashboard-params';

/** GET /ipm/dashboard/capital-movement/ for the chosen period, accounts and investment options. */
export function getCapitalMovement(filter: DashboardFilter): Promise<CapitalMovement> {
  return api.get('/ipm/dashboard/capital-movement/', {
    params: dashboardParams(filter),
    schema: capitalMovementSchema,
  });
}

export function capitalMovementQueryOptions(filter: DashboardFilter) {
  return queryOptions({
    queryKey: ['dashboard', 'capital-movement', filter],
    queryFn: () => getCapitalMovement(filter),
    ...chartCacheOptions,
  });
}

export function useCapitalMovement(filter: DashboardFilter) {
  return useQuery(capitalMovementQueryOptions(filter));
}
