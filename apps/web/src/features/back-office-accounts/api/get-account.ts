import { operatorAccountSchema, type OperatorAccount } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

/** GET /api/operator/accounts/{id}/: one account with its people and missing parts. */
export function getAccount(id: number): Promise<OperatorAccount> {
  return api.get(`/operator/accounts/${id}/`, { schema: operatorAccountSchema });
}

export function accountQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_ACCOUNTS_ROOT, 'one', id],
    queryFn: () => getAccount(id),
  });
}

export function useAccount(id: number) {
  return useQuery(accountQueryOptions(id));
}
