import { MAX_PAGE_SIZE, operatorLoanNotePageSchema, type OperatorLoanNotePage } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

/**
 * GET /api/operator/loan-notes/?account={id}: the loan notes the account holds, as /products/
 * shows them to its members, newest issued first; one page holds more than any account has.
 */
export function getAccountLoanNotes(id: number): Promise<OperatorLoanNotePage> {
  return api.get('/operator/loan-notes/', {
    params: { account: id, page_size: MAX_PAGE_SIZE },
    schema: operatorLoanNotePageSchema,
  });
}

export function accountLoanNotesQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_ACCOUNTS_ROOT, 'one', id, 'loan-notes'],
    queryFn: () => getAccountLoanNotes(id),
  });
}

export function useAccountLoanNotes(id: number) {
  return useQuery(accountLoanNotesQueryOptions(id));
}
