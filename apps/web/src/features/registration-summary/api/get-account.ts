import { accountSchema, type Account } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

/** GET /accounts/{id}/: the account, its people and what is still missing. */
export function getSummaryAccount(accountId: number): Promise<Account> {
  return api.get(`/accounts/${accountId}/`, { schema: accountSchema });
}

export function summaryAccountQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'detail', accountId],
    queryFn: () => getSummaryAccount(accountId),
  });
}

export function useSummaryAccount(accountId: number) {
  return useQuery(summaryAccountQueryOptions(accountId));
}
