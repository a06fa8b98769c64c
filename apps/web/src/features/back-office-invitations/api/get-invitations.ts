import { operatorInviteSchema, type OperatorInvite } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { INVITATIONS_ROOT } from './invitation-keys';

/** The most the route answers; the queue filters and searches over these in the browser. */
export const INVITATIONS_LIMIT = 1000;

const invitationListSchema = z.array(operatorInviteSchema);

/** GET /api/operator/invites/?limit=: invitations, newest first (the route has no filter). */
export function getInvitations(): Promise<OperatorInvite[]> {
  return api.get('/operator/invites/', { params: { limit: INVITATIONS_LIMIT }, schema: invitationListSchema });
}

export function invitationsQueryOptions() {
  return queryOptions({ queryKey: [...INVITATIONS_ROOT, 'list'], queryFn: getInvitations });
}

export function useInvitations() {
  return useQuery(invitationsQueryOptions());
}
