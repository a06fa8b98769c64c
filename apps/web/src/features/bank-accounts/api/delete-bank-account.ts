import { bankAccountSchema, type BankAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT, bankAccountsPath } from './bank-account-keys';

/**
 * DELETE /accounts/{id}/bank-accounts/{bid}/: on an active account a delete request opens (202 with
 * the bank account carrying delete_change_request); in setup it is gone at once (204, null here).
 */
export async function deleteBankAccount({
  accountId,
  bankAccountId,
}: {
  accountId: number;
  bankAccountId: number;
}): Promise<BankAccount | null> {
  const answer = await api.delete<unknown>(`${bankAccountsPath(accountId)}${bankAccountId}/`);
  return answer === undefined ? null : bankAccountSchema.parse(answer);
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
