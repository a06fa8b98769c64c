import {
  AccountTypeLabel,
  InviteOperatorMessages,
  type OPERATOR_INVITES_ORDERING,
  type OperatorInvite,
  type OperatorInviteCreate,
} from '@portal/contract';
import { useCreateInvitation } from '../api/create-invitation';
import { useExpireInvitation } from '../api/expire-invitation';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { InviteQueue, type InviteKind } from './invite-queue';
import { NewInvitationDialog } from './new-invitation-dialog';

const REGISTRATION: InviteKind<OperatorInvite, OperatorInviteCreate, (typeof OPERATOR_INVITES_ORDERING)[number]> = {
  title: 'Invitations',
  noun: 'invitation',
  searchLabel: 'Search by e-mail or mobile',
  columns: [
    { field: 'phone_number', headerName: 'Mobile', minWidth: 140, sortable: false },
    { field: 'type', headerName: 'Account type', minWidth: 130, valueGetter: (_v, row) => AccountTypeLabel[row.type] },
  ],
  useInvites: useInvitations,
  useCreate: useCreateInvitation,
  useResend: useResendInvitation,
  useExpire: useExpireInvitation,
  sent: InviteOperatorMessages.sent,
  resent: InviteOperatorMessages.resent,
  expiry: (email) => `The link sent to ${email} will show the expired page and its code stops working.`,
  NewDialog: NewInvitationDialog,
};

/** Registration invitations: searched by e-mail or mobile; the invitee registers with the e-mailed code. */
export function InvitationsQueue() {
  return <InviteQueue kind={REGISTRATION} />;
}
