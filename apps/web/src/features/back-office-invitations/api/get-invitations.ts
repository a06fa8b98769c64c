import { operatorInvitePageSchema, type OperatorInvitePage, type OperatorInvitesQuery } from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { INVITATIONS_ROOT } from './invitation-keys';

/** GET /api/operator/invites/?status=&search=&ordering=&page=&page_size=: one page of the queue. */
const invitations = serverQueueQuery<Partial<OperatorInvitesQuery>, OperatorInvitePage>(
  '/operator/invites/',
  [...INVITATIONS_ROOT, 'list'],
  operatorInvitePageSchema,
);

export const getInvitations = invitations.fetchPage;
export const invitationsQueryOptions = invitations.queryOptions;
export const useInvitations = invitations.usePage;
