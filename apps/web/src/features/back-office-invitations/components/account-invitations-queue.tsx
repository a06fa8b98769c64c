import {
  AccountTypeLabel,
  InviteOperatorMessages,
  SecondaryUserTitleLabel,
  type OPERATOR_SECONDARY_INVITES_ORDERING,
  type OperatorSecondaryInvite,
  type OperatorSecondaryInviteCreate,
} from '@portal/contract';
import { useCreateAccountInvitation } from '../api/create-account-invitation';
import { useExpireAccountInvitation } from '../api/expire-account-invitation';
import { useAccountInvitations } from '../api/get-account-invitations';
import { useResendAccountInvitation } from '../api/resend-account-invitation';
import { InviteQueue, type InviteKind } from './invite-queue';
import { NewAccountInvitationDialog } from './new-account-invitation-dialog';

const ONTO_AN_ACCOUNT: InviteKind<
  OperatorSecondaryInvite,
  OperatorSecondaryInviteCreate,
  (typeof OPERATOR_SECONDARY_INVITES_ORDERING)[number]
> = {
  title: 'Account invitations',
  noun: 'account invitation',
  searchLabel: 'Search by invitee, account or primary user',
  columns: [
    { field: 'full_name', headerName: 'Name', minWidth: 160, sortable: false },
    {
      field: 'role',
      headerName: 'Role',
      minWidth: 110,
      sortable: false,
      valueGetter: (_v, row) => SecondaryUserTitleLabel[row.role],
    },
    {
      field: 'account_type',
      headerName: 'Account',
      minWidth: 200,
      valueGetter: (_v, row) => [AccountTypeLabel[row.account_type], row.account_name].filter(Boolean).join(': '),
    },
    { field: 'primary_user_email', headerName: 'Primary user', minWidth: 200, sortable: false },
  ],
  useInvites: useAccountInvitations,
  useCreate: useCreateAccountInvitation,
  useResend: useResendAccountInvitation,
  useExpire: useExpireAccountInvitation,
  sent: InviteOperatorMessages.accountInviteSent,
  resent: InviteOperatorMessages.accountInviteResent,
  expiry: (email) => `The link sent to ${email} will show the expired page.`,
  NewDialog: NewAccountInvitationDialog,
};

/**
 * Invitations onto an account a registered primary user holds (secondary invitations): a joint
 * holder, a director, a trustee, who takes up the e-mailed link.
 */
export function AccountInvitationsQueue() {
  return <InviteQueue kind={ONTO_AN_ACCOUNT} />;
}
