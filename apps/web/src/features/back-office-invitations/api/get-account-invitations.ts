import {
  operatorSecondaryInvitePageSchema,
  type OperatorSecondaryInvitePage,
  type OperatorSecondaryInvitesQuery,
} from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { INVITATIONS_ROOT } from './invitation-keys';

/** GET /api/operator/secondary-invites/?status=&search=&ordering=&page=&page_size=: one page of the queue. */
const accountInvitations = serverQueueQuery<Partial<OperatorSecondaryInvitesQuery>, OperatorSecondaryInvitePage>(
  '/operator/secondary-invites/',
  [...INVITATIONS_ROOT, 'account', 'list'],
  operatorSecondaryInvitePageSchema,
);

export const getAccountInvitations = accountInvitations.fetchPage;
export const accountInvitationsQueryOptions = accountInvitations.queryOptions;
export const useAccountInvitations = accountInvitations.usePage;
