import { operatorAccountSchema, type OperatorAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

/** POST /api/operator/accounts/{id}/activate/: the account becomes active; the reason goes to the audit trail. */
export function activateAccount({ id, reason }: { id: number; reason: string }): Promise<OperatorAccount> {
  return api.post(`/operator/accounts/${id}/activate/`, { reason }, { schema: operatorAccountSchema });
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
