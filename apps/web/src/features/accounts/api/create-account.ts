import { accountSchema, type AccountCreateInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** Spec 2 §7 "response id": whatever else the answer carries, the screens go on with the new id. */
const createdSchema = accountSchema.pick({ id: true });

/** POST /accounts/ with the account-details form (spec 2 §5). */
export function createAccount(values: AccountCreateInput): Promise<{ id: number }> {
  return api.post('/accounts/', values, { schema: createdSchema });
}

/**
 * The form shows the server's errors on its fields; a new account changes every accounts list, and
 * the profile (an invitation waiting for its account is used up, its "Set up your account" task gone).
 */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    meta: { errorHandling: 'form' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }),
      ]),
  });
}
