import { accountSchema, type Account } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** POST /accounts/{id}/activate/ (spec 2 §4 activate_account): an account with nothing missing waits for staff. */
export function activateAccount(id: number): Promise<Account> {
  return api.post(`/accounts/${id}/activate/`, undefined, { schema: accountSchema });
}

/** The page shows a refusal (parts still missing) beside the button, so errors are the form's. */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateAccount,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
