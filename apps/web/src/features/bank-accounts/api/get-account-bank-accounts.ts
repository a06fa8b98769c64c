import { bankAccountListSchema, type BankAccount } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_ROOT, bankAccountsPath } from './bank-account-keys';

/** GET /accounts/{id}/bank-accounts/ (spec 2 §7 "Bank accounts"): the account's bank accounts, removed ones left out. */
export function getAccountBankAccounts(accountId: number): Promise<BankAccount[]> {
  return api.get(bankAccountsPath(accountId), { schema: bankAccountListSchema });
}

export function accountBankAccountsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...BANK_ACCOUNTS_QUERY_ROOT, 'of-account', accountId],
    queryFn: () => getAccountBankAccounts(accountId),
    meta: { errorHandling: 'form' },
  });
}

export function useAccountBankAccounts(accountId: number) {
  return useQuery(accountBankAccountsQueryOptions(accountId));
}
