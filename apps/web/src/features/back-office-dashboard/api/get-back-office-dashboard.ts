import { backOfficeDashboardSchema, type BackOfficeDashboard } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /operator/dashboard/: what waits in each back-office queue (issue #23 item 4). */
export function getBackOfficeDashboard(): Promise<BackOfficeDashboard> {
  return api.get('/operator/dashboard/', { schema: backOfficeDashboardSchema });
}

export function backOfficeDashboardQueryOptions() {
  return queryOptions({ queryKey: ['back-office', 'dashboard'], queryFn: getBackOfficeDashboard, staleTime: 30_000 });
}

export function useBackOfficeDashboard() {
  return useQuery(backOfficeDashboardQueryOptions());
}
