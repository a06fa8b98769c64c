import { AccountInvitationsQueue } from '../../../features/back-office-invitations/components/account-invitations-queue';

/** /back-office/account-invitations/: invitations onto an existing account, sent, resent or withdrawn here. */
export function AccountInvitationsRoute() {
  return <AccountInvitationsQueue />;
}
