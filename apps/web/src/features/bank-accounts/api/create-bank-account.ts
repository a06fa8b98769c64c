import { bankAccountSchema, type BankAccount, type BankAccountValues } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT, bankAccountsPath } from './bank-account-keys';

/**
 * POST /accounts/{id}/bank-accounts/: before activation the bank account is the account's at once;
 * after, it waits for its verify request (the answer carries verify_change_request).
 */
export function createBankAccount({
  accountId,
  values,
}: {
  accountId: number;
  values: BankAccountValues;
}): Promise<BankAccount> {
  return api.post(bankAccountsPath(accountId), values, { schema: bankAccountSchema });
}

export function useCreateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBankAccount,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
