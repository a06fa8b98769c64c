import { personRolesSchema, type PersonRole } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/person-roles/ (spec 2 §6): the roles a beneficial owner can be given, titled by the server. */
export function getPersonRoles(): Promise<PersonRole[]> {
  return api.get('/accounts/person-roles/', { schema: personRolesSchema });
}

export function personRolesQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'person-roles'],
    queryFn: getPersonRoles,
    staleTime: Infinity,
  });
}

export function usePersonRoles() {
  return useQuery(personRolesQueryOptions());
}
