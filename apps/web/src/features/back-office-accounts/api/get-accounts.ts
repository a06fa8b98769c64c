import { operatorAccountSchema, type AccountStatus, type OperatorAccount } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

/** The route answers at most this many, newest first. */
export const ACCOUNTS_LIMIT = 1000;

const operatorAccountListSchema = z.array(operatorAccountSchema);

export type AccountsFilter = { status: AccountStatus | undefined; search: string };

/** GET /api/operator/accounts/?status=&search=&limit=: accounts, newest first, matching the search. */
export function getAccounts({ status, search }: AccountsFilter): Promise<OperatorAccount[]> {
  return api.get('/operator/accounts/', {
    params: { status, search: search || undefined, limit: ACCOUNTS_LIMIT },
    schema: operatorAccountListSchema,
  });
}

export function accountsQueryOptions(filter: AccountsFilter) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_ACCOUNTS_ROOT, 'list', filter.status ?? 'all', filter.search],
    queryFn: () => getAccounts(filter),
    placeholderData: keepPreviousData,
  });
}

export function useAccounts(filter: AccountsFilter) {
  return useQuery(accountsQueryOptions(filter));
}
