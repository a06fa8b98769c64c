import { loanNoteBundleListSchema, type LoanNoteBundleList } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LOAN_NOTES_QUERY_ROOT } from './loan-note-keys';

/** GET /ipm/loan-note-products/?account= (spec 2 §7 "Loan notes list"): the account's application, if any. */
export function getLoanNoteBundles(accountId: number): Promise<LoanNoteBundleList> {
  return api.get(`/ipm/loan-note-products/?account=${accountId}`, { schema: loanNoteBundleListSchema });
}

export function loanNoteBundlesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...LOAN_NOTES_QUERY_ROOT, 'bundles', accountId],
    queryFn: () => getLoanNoteBundles(accountId),
  });
}

export function useLoanNoteBundles(accountId: number) {
  return useQuery(loanNoteBundlesQueryOptions(accountId));
}
