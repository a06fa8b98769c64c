import { operatorInvitePageSchema, type OperatorInvitePage, type OperatorInvitesQuery } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITATIONS_ROOT } from './invitation-keys';

export type InvitationsQuery = Partial<OperatorInvitesQuery>;

/** GET /api/operator/invites/?status=&search=&ordering=&page=&page_size=: one page of the queue. */
export function getInvitations(query: InvitationsQuery): Promise<OperatorInvitePage> {
  return api.get('/operator/invites/', { params: query, schema: operatorInvitePageSchema });
}

export function invitationsQueryOptions(query: InvitationsQuery) {
  return queryOptions({
    queryKey: [...INVITATIONS_ROOT, 'list', query],
    queryFn: () => getInvitations(query),
    placeholderData: keepPreviousData,
  });
}

export function useInvitations(query: InvitationsQuery) {
  return useQuery(invitationsQueryOptions(query));
}
