import { accountSchema, type Account, type AccountUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/**
 * PATCH /accounts/{id}/ (spec 2 §7 "Update account"): the primary director's answer
 * (primary_user_role), whether there are additional trustees (has_secondary_users), or a skip
 * (skip_beneficial_owners, skip_deed_attachment).
 */
export function updateAccount({ accountId, values }: { accountId: number; values: AccountUpdate }): Promise<Account> {
  return api.patch(`/accounts/${accountId}/`, values, { schema: accountSchema });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
