import { InvitationsQueue } from '../../../features/back-office-invitations/components/invitations-queue';

/** /back-office/invitations/: registration invitations, sent, resent or withdrawn here. */
export function InvitationsRoute() {
  return <InvitationsQueue />;
}
