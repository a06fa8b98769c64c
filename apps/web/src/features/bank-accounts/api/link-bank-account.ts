import { bankAccountSchema, type BankAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './bank-account-keys';

/**
 * PUT /accounts/{id}/linked-bank-accounts/{product}/ {bank_account}: the bank account a product pays
 * into and from. Before activation it applies at once; after, a link request opens.
 */
export function linkBankAccount({
  accountId,
  product,
  bankAccountId,
}: {
  accountId: number;
  product: string;
  bankAccountId: number;
}): Promise<BankAccount> {
  return api.put(
    `/accounts/${accountId}/linked-bank-accounts/${encodeURIComponent(product)}/`,
    { bank_account: bankAccountId },
    { schema: bankAccountSchema },
  );
}

export function useLinkBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkBankAccount,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
