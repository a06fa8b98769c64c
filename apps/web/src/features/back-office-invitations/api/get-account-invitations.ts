import {
  operatorSecondaryInvitePageSchema,
  type OperatorSecondaryInvitePage,
  type OperatorSecondaryInvitesQuery,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITATIONS_ROOT } from './invitation-keys';

export type AccountInvitationsQuery = Partial<OperatorSecondaryInvitesQuery>;

/** GET /api/operator/secondary-invites/?status=&search=&ordering=&page=&page_size=: one page of the queue. */
export function getAccountInvitations(query: AccountInvitationsQuery): Promise<OperatorSecondaryInvitePage> {
  return api.get('/operator/secondary-invites/', { params: query, schema: operatorSecondaryInvitePageSchema });
}

export function accountInvitationsQueryOptions(query: AccountInvitationsQuery) {
  return queryOptions({
    queryKey: [...INVITATIONS_ROOT, 'account', 'list', query],
    queryFn: () => getAccountInvitations(query),
    placeholderData: keepPreviousData,
  });
}

export function useAccountInvitations(query: AccountInvitationsQuery) {
  return useQuery(accountInvitationsQueryOptions(query));
}
