import { operatorAccountSchema, type OperatorAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

/** POST /api/operator/accounts/{id}/activate/: the account becomes active. */
export function activateAccount(id: number): Promise<OperatorAccount> {
  return api.post(`/operator/accounts/${id}/activate/`, {}, { schema: operatorAccountSchema });
}

/** The detail page shows a refusal (a role's 403) itself. */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateAccount,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_ACCOUNTS_ROOT }),
  });
}
