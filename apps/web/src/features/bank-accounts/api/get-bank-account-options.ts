import { bankAccountOptionsSchema, type BankAccountOptions } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_ROOT, bankAccountsPath } from './bank-account-keys';

/** OPTIONS /accounts/{id}/bank-accounts/ (spec 2 §7 "Bank account options"): whether the password is asked for. */
export function getBankAccountOptions(accountId: number): Promise<BankAccountOptions> {
  return api.options(bankAccountsPath(accountId), { schema: bankAccountOptionsSchema });
}

export function bankAccountOptionsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...BANK_ACCOUNTS_QUERY_ROOT, 'options', accountId],
    queryFn: () => getBankAccountOptions(accountId),
    meta: { errorHandling: 'form' },
  });
}

export function useBankAccountOptions(accountId: number) {
  return useQuery(bankAccountOptionsQueryOptions(accountId));
}
