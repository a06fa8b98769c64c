import { operatorUserDetailSchema, type OperatorUserDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_USERS_ROOT } from './back-office-user-keys';

/** GET /api/operator/users/{id}/: the user, their recent activity and failed sign-ins, sessions, accounts. */
export function getUser(id: number): Promise<OperatorUserDetail> {
  return api.get(`/operator/users/${id}/`, { schema: operatorUserDetailSchema });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_USERS_ROOT, 'one', id],
    queryFn: () => getUser(id),
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
