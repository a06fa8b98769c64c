import { changeRequestListSchema, type ChangeRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_ROOT } from './bank-account-keys';

/** GET /accounts/{id}/bank-change-requests/: the account's bank change requests, newest first (its history). */
export function getBankChangeRequests(accountId: number): Promise<ChangeRequest[]> {
  return api.get(`/accounts/${accountId}/bank-change-requests/`, { schema: changeRequestListSchema });
}

export function bankChangeRequestsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...BANK_ACCOUNTS_QUERY_ROOT, 'change-requests', accountId],
    queryFn: () => getBankChangeRequests(accountId),
    meta: { errorHandling: 'form' },
  });
}

export function useBankChangeRequests(accountId: number) {
  return useQuery(bankChangeRequestsQueryOptions(accountId));
}
