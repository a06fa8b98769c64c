import { accountInvitationSchema, type AccountInvitation } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountInvitationUrl } from './get-account-invitation';
import { ACCOUNT_INVITATIONS_QUERY_ROOT } from './get-account-invitations';

/** POST .../decline/: the invitation stops working. */
export function declineAccountInvitation(accountId: string, token: string): Promise<AccountInvitation> {
  return api.post(`${accountInvitationUrl(accountId, token)}decline/`, undefined, { schema: accountInvitationSchema });
}

export function useDeclineAccountInvitation(accountId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineAccountInvitation(accountId, token),
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_INVITATIONS_QUERY_ROOT }),
  });
}
