import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/toasts';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';
import { removalFailureMessage } from './removal-failure';

/**
 * DELETE /accounts/{id}/acn-data/users/{uid}/?acn= (spec 2 §7 "Delete ACN data"): one of the
 * company's officeholders is no longer offered as a prefilled director.
 */
export async function removeAcnOfficeholder({
  accountId,
  uuid,
  acn,
}: {
  accountId: number;
  uuid: string;
  acn: string;
}) {
  await api.delete(`/accounts/${accountId}/acn-data/users/${encodeURIComponent(uuid)}/`, { params: { acn } });
}

export function useRemoveAcnOfficeholder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAcnOfficeholder,
    meta: { errorHandling: 'form' },
    onError: (error) => showErrorToast(removalFailureMessage(error)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
