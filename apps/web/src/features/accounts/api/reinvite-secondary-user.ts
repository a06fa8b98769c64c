import { detailSchema, Messages } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** POST /accounts/{id}/secondary-users/{uid}/reinvite/ (spec 2 §6 'Resend invite'): a new invitation link. */
export function reinviteSecondaryUser({ accountId, personId }: { accountId: number; personId: number }) {
  return api.post(`/accounts/${accountId}/secondary-users/${personId}/reinvite/`, undefined, { schema: detailSchema });
}

/**
 * Spec 2 §8: success toasts 'The secondary user has been successfully re-invited.'; a failure
 * toasts the non-field error (or the detail of a refusal).
 */
export function useReinviteSecondaryUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinviteSecondaryUser,
    meta: { errorHandling: 'form' },
    onSuccess: () => {
      showToast(Messages.secondaryUserReinvited, 'success');
      return queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT });
    },
    onError: (error) =>
      showErrorToast(
        isApiError(error) ? (error.nonFieldErrors ?? error.detail ?? error.message) : Messages.genericError,
      ),
  });
}
