import { accountInvitationSchema, type AccountInvitation } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_INVITATIONS_QUERY_ROOT } from './get-account-invitations';

export const accountInvitationUrl = (accountId: string | number, token: string) =>
  `/accounts/secondary-invites/${encodeURIComponent(String(accountId))}/${encodeURIComponent(token)}/`;

/** GET /accounts/secondary-invites/{accountId}/{token}/: 403 when it was sent to someone else, 404 unknown. */
export function getAccountInvitation(accountId: string, token: string): Promise<AccountInvitation> {
  return api.get(accountInvitationUrl(accountId, token), { schema: accountInvitationSchema });
}

export function accountInvitationQueryOptions(accountId: string, token: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_INVITATIONS_QUERY_ROOT, 'one', accountId, token],
    queryFn: () => getAccountInvitation(accountId, token),
    // The page says why it cannot be shown (someone else's, unknown) in place of the invitation.
    meta: { errorHandling: 'none' },
  });
}

export function useAccountInvitation(accountId: string, token: string) {
  return useQuery(accountInvitationQueryOptions(accountId, token));
}
