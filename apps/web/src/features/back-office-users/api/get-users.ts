import {
  operatorUsersPageSchema,
  type OperatorUsersPage,
  type QueueOrdering,
  type UserAccessFilter,
  type OPERATOR_USER_ORDERING,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_USERS_ROOT } from './back-office-user-keys';

export type UserOrderingField = (typeof OPERATOR_USER_ORDERING)[number];

export type UsersParams = {
  page: number;
  page_size: number;
  ordering: QueueOrdering<UserOrderingField>;
  search?: string;
  access: UserAccessFilter;
};

/** GET /api/operator/users/?page=&page_size=&ordering=&search=&access=: one page of users. */
export function getUsers(params: UsersParams): Promise<OperatorUsersPage> {
  return api.get('/operator/users/', { params, schema: operatorUsersPageSchema });
}

export function usersQueryOptions(params: UsersParams) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_USERS_ROOT, 'list', params],
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
