import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** POST /accounts/{id}/select/ (spec 2 §4): the account becomes the person's selected account. */
export async function selectAccount(id: number): Promise<void> {
  await api.post(`/accounts/${id}/select/`);
}

/** The accounts' `is_selected` and the profile's `selected_account_id` change with it. */
export function useSelectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }),
      ]),
  });
}
