import { accountSchema, type Account } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/{id}/ (spec 2 §7 "details"): one account with its people and what is still missing. */
export function getAccount(id: number): Promise<Account> {
  return api.get(`/accounts/${id}/`, { schema: accountSchema });
}

export function accountQueryOptions(id: number) {
  return queryOptions({ queryKey: [...ACCOUNTS_QUERY_ROOT, 'detail', id], queryFn: () => getAccount(id) });
}

export function useAccount(id: number) {
  return useQuery(accountQueryOptions(id));
}
