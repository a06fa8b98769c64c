import { operatorAccountSchema, type OperatorAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ACCOUNTS_ROOT } from './back-office-account-keys';

/** POST /api/operator/accounts/{id}/deactivate/: the account goes out of use (inactive), with the reason. */
export function deactivateAccount({ id, reason }: { id: number; reason: string }): Promise<OperatorAccount> {
  return api.post(`/operator/accounts/${id}/deactivate/`, { reason }, { schema: operatorAccountSchema });
}

/** The dialog shows the server's field errors, the page a refusal (a role's 403). */
export function useDeactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateAccount,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_ACCOUNTS_ROOT }),
  });
}
