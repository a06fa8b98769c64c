import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toasts';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';
import { removalFailureMessage } from './removal-failure';

/** DELETE /accounts/{id}/secondary-users/{uid}/: a joint holder, director or trustee taken off the account. */
export async function removeSecondaryUser({ accountId, personId }: { accountId: number; personId: number }) {
  await api.delete(`/accounts/${accountId}/secondary-users/${personId}/`);
}

/** A refusal is a toast with the server's words (spec 2 §8), the person staying where they are. */
export function useRemoveSecondaryUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSecondaryUser,
    meta: { errorHandling: 'form' },
    onError: (error) => showErrorToast(removalFailureMessage(error)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
