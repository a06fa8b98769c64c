import { accountSchema, type Account, type AccountUpdateInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** PATCH /accounts/{id}/ (spec 2 §7 "Update account"): a name or a skip (skip_deed_attachment, skip_beneficial_owners). */
export function updateAccount({
  accountId,
  values,
}: {
  accountId: number;
  values: AccountUpdateInput;
}): Promise<Account> {
  return api.patch(`/accounts/${accountId}/`, values, { schema: accountSchema });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
