import { operatorAccountPageSchema, type OperatorAccountPage, type OperatorAccountsQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

export type AccountsQuery = Partial<OperatorAccountsQuery>;

/** GET /api/operator/accounts/?status=&search=&ordering=&page=&page_size=: one page of the queue. */
export function getAccounts(query: AccountsQuery): Promise<OperatorAccountPage> {
  return api.get('/operator/accounts/', { params: query, schema: operatorAccountPageSchema });
}

export function accountsQueryOptions(query: AccountsQuery) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_ACCOUNTS_ROOT, 'list', query],
    queryFn: () => getAccounts(query),
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(query: AccountsQuery) {
  return useQuery(accountsQueryOptions(query));
}
