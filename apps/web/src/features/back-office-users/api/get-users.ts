import {
  operatorUsersPageSchema,
  type OPERATOR_USER_ORDERING,
  type OperatorUsersPage,
  type OperatorUsersQuery,
} from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { BACK_OFFICE_USERS_ROOT } from './back-office-user-keys';

export type UserOrderingField = (typeof OPERATOR_USER_ORDERING)[number];

/** GET /api/operator/users/?page=&page_size=&ordering=&search=&access=: one page of users. */
const users = serverQueueQuery<Partial<OperatorUsersQuery>, OperatorUsersPage>(
  '/operator/users/',
  [...BACK_OFFICE_USERS_ROOT, 'list'],
  operatorUsersPageSchema,
);

export const getUsers = users.fetchPage;
export const usersQueryOptions = users.queryOptions;
export const useUsers = users.usePage;
