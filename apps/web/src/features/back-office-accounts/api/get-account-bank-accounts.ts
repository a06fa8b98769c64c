import { operatorBankAccountListSchema, type OperatorBankAccount } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

/** GET /api/operator/accounts/{id}/bank-accounts/: the account's bank accounts as its members see them. */
export function getAccountBankAccounts(id: number): Promise<OperatorBankAccount[]> {
  return api.get(`/operator/accounts/${id}/bank-accounts/`, { schema: operatorBankAccountListSchema });
}

export function accountBankAccountsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_ACCOUNTS_ROOT, 'one', id, 'bank-accounts'],
    queryFn: () => getAccountBankAccounts(id),
  });
}

export function useAccountBankAccounts(id: number) {
  return useQuery(accountBankAccountsQueryOptions(id));
}
