import { bankAccountListSchema, type BankAccount } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_ROOT } from './bank-account-keys';

/** GET /accounts/bank-accounts/: the user's bank accounts across all their accounts, for the setup choice. */
export function getMyBankAccounts(): Promise<BankAccount[]> {
  return api.get('/accounts/bank-accounts/', { schema: bankAccountListSchema });
}

export function myBankAccountsQueryOptions() {
  return queryOptions({
    queryKey: [...BANK_ACCOUNTS_QUERY_ROOT, 'mine'],
    queryFn: getMyBankAccounts,
    meta: { errorHandling: 'form' },
  });
}

export function useMyBankAccounts() {
  return useQuery(myBankAccountsQueryOptions());
}
