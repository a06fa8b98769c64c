import { accountInvitationSchema, type AccountInvitation } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountInvitationUrl } from './get-account-invitation';
import { ACCOUNT_INVITATIONS_QUERY_ROOT } from './get-account-invitations';

/** POST .../accept/: the signed-in person joins the account; accepting again changes nothing. */
export function acceptAccountInvitation(accountId: string, token: string): Promise<AccountInvitation> {
  return api.post(`${accountInvitationUrl(accountId, token)}accept/`, undefined, { schema: accountInvitationSchema });
}

export function useAcceptAccountInvitation(accountId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptAccountInvitation(accountId, token),
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_INVITATIONS_QUERY_ROOT }),
  });
}
