import { operatorApplicationListSchema, type OperatorApplicationList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_APPLICATIONS_ROOT } from './back-office-reference-keys';

/** GET /api/operator/applications/: every company application (a handful: one list, no paging). */
export function getApplications(): Promise<OperatorApplicationList> {
  return api.get('/operator/applications/', { schema: operatorApplicationListSchema });
}

export function applicationsQueryOptions() {
  return queryOptions({ queryKey: [...BACK_OFFICE_APPLICATIONS_ROOT, 'list'], queryFn: getApplications });
}

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
