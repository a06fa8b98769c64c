import { bankAccountSchema, type BankAccount, type BankAccountValues } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT, bankAccountsPath } from './bank-account-keys';

/**
 * PATCH /accounts/{id}/bank-accounts/{bid}/: before activation the details change at once; after,
 * an edit request opens (edit_change_request). An empty password keeps the one on record.
 */
export function updateBankAccount({
  accountId,
  bankAccountId,
  values,
}: {
  accountId: number;
  bankAccountId: number;
  values: BankAccountValues;
}): Promise<BankAccount> {
  const { password, ...rest } = values;
  const body = password === '' ? rest : values;
  return api.patch(`${bankAccountsPath(accountId)}${bankAccountId}/`, body, { schema: bankAccountSchema });
}

export function useUpdateBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccount,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
