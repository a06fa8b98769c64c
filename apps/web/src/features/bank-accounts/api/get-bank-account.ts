import { bankAccountSchema, type BankAccount } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_ROOT, bankAccountsPath } from './bank-account-keys';

/** GET /accounts/{id}/bank-accounts/{bid}/: one bank account with its open requests. */
export function getBankAccount({
  accountId,
  bankAccountId,
}: {
  accountId: number;
  bankAccountId: number;
}): Promise<BankAccount> {
  return api.get(`${bankAccountsPath(accountId)}${bankAccountId}/`, { schema: bankAccountSchema });
}

export function bankAccountQueryOptions(accountId: number, bankAccountId: number) {
  return queryOptions({
    queryKey: [...BANK_ACCOUNTS_QUERY_ROOT, 'one', accountId, bankAccountId],
    queryFn: () => getBankAccount({ accountId, bankAccountId }),
    retry: false,
    meta: { errorHandling: 'form' },
  });
}

export function useBankAccount(accountId: number, bankAccountId: number) {
  return useQuery(bankAccountQueryOptions(accountId, bankAccountId));
}
