import { accountInvitationSchema, type AccountInvitation } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Root key of the invitations onto existing accounts: accepting or declining one invalidates it. */
export const ACCOUNT_INVITATIONS_QUERY_ROOT = ['account-invitations'] as const;

/** GET /accounts/secondary-invites/ (spec 2 §7 "GET secondary invites"): those waiting for the signed-in person. */
export function getAccountInvitations(): Promise<AccountInvitation[]> {
  return api.get('/accounts/secondary-invites/', { schema: z.array(accountInvitationSchema) });
}

export function accountInvitationsQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNT_INVITATIONS_QUERY_ROOT, 'pending'],
    queryFn: getAccountInvitations,
    // The panel is extra to the accounts list: if it cannot load, the list still stands, without it.
    meta: { errorHandling: 'none' },
  });
}

export function useAccountInvitations() {
  return useQuery(accountInvitationsQueryOptions());
}
