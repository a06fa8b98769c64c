import { loanNoteBundleListSchema, type LoanNoteBundleList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

/** GET /ipm/loan-note-products/?account=: the account's loan note application, if any. */
export function getLoanNoteBundles(accountId: number): Promise<LoanNoteBundleList> {
  return api.get(`/ipm/loan-note-products/?account=${accountId}`, { schema: loanNoteBundleListSchema });
}

export function loanNoteBundlesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'loan-notes', 'bundles', accountId],
    queryFn: () => getLoanNoteBundles(accountId),
  });
}

export function useLoanNoteBundles(accountId: number) {
  return useQuery(loanNoteBundlesQueryOptions(accountId));
}
