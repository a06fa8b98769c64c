import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toasts';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';
import { removalFailureMessage } from './removal-failure';

/** DELETE /accounts/{id}/beneficial-owners/{uid}/: a beneficial owner taken off the record. */
export async function removeBeneficialOwner({ accountId, personId }: { accountId: number; personId: number }) {
  await api.delete(`/accounts/${accountId}/beneficial-owners/${personId}/`);
}

/** A refusal is a toast with the server's words (spec 2 §8). */
export function useRemoveBeneficialOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBeneficialOwner,
    meta: { errorHandling: 'form' },
    onError: (error) => showErrorToast(removalFailureMessage(error)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
