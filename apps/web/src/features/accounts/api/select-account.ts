import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /accounts/{id}/select/ (spec 2 §4): the account becomes the person's selected account. */
export async function selectAccount(id: number): Promise<void> {
  await api.post(`/accounts/${id}/select/`);
}

/**
 * The accounts' `is_selected` and the profile's `selected_account_id` change with it, and the
 * server points the dashboard's filter at the account: every screen reads again.
 */
export function useSelectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAccount,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
