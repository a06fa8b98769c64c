import { operatorApplicationSchema, type OperatorApplication } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_APPLICATIONS_ROOT } from './back-office-reference-keys';

/** GET /api/operator/applications/{id}/: the application and its configuration as stored. */
export function getApplication(id: number): Promise<OperatorApplication> {
  return api.get(`/operator/applications/${id}/`, { schema: operatorApplicationSchema });
}

export function applicationQueryOptions(id: number) {
  return queryOptions({ queryKey: [...BACK_OFFICE_APPLICATIONS_ROOT, 'one', id], queryFn: () => getApplication(id) });
}

export function useApplication(id: number) {
  return useQuery(applicationQueryOptions(id));
}
