import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  AccountTypeLabel,
  formatDateTime,
  InviteOperatorMessages,
  InviteStatus,
  InviteStatusLabel,
  Messages,
  SecondaryUserTitleLabel,
  type OPERATOR_SECONDARY_INVITES_ORDERING,
  type OperatorSecondaryInvite,
  type OperatorSecondaryInviteCreate,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { actionsColumn } from '../../../components/back-office/actions-column';
import { refusalText } from '../../../components/back-office/error-text';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { useCreateAccountInvitation } from '../api/create-account-invitation';
import { useExpireAccountInvitation } from '../api/expire-account-invitation';
import { useAccountInvitations } from '../api/get-account-invitations';
import { useResendAccountInvitation } from '../api/resend-account-invitation';
import { NewAccountInvitationDialog } from './new-account-invitation-dialog';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ActionOutcome } from '../../../components/back-office/action-outcome';

/**
 * Invitations onto an account a registered primary user holds (secondary invitations), the open
 * ones newest first: status, search and ordering are the route's; resent or withdrawn here, and new
 * ones sent. The invitee gets a link by e-mail; the page never shows it.
 */
export function AccountInvitationsQueue() {
  const [status, setStatus] = useState<InviteStatus | typeof ALL_STATUSES>(InviteStatus.open);
  const paging = useQueuePaging<(typeof OPERATOR_SECONDARY_INVITES_ORDERING)[number]>('-created');
  const query = useAccountInvitations({ ...paging.params, ...(status === ALL_STATUSES ? {} : { status }) });
  const create = useCreateAccountInvitation();
  const resend = useResendAccountInvitation();
  const expire = useExpireAccountInvitation();
  const [creating, setCreating] = useState(false);
  const [expiring, setExpiring] = useState<OperatorSecondaryInvite | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function act(run: () => Promise<unknown>, done: string) {
    setOutcome(null);
    setRefusal(null);
    try {
      await run();
      setOutcome(done);
    } catch (error) {
      setRefusal(refusalText(error));
    }
  }

  async function onCreate(values: OperatorSecondaryInviteCreate) {
    setOutcome(null);
    setRefusal(null);
    await create.mutateAsync(values);
    setCreating(false);
    setOutcome(InviteOperatorMessages.accountInviteSent(values.email));
  }

  const resendInvitation = resend.mutateAsync;
  const columns = useMemo<GridColDef<OperatorSecondaryInvite>[]>(
    () => [
      { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 220 },
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
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 110,
        sortable: false,
        valueGetter: (_v, row) => InviteStatusLabel[row.status],
      },
      { field: 'created', headerName: 'Created', minWidth: 160, valueFormatter: (v: string) => formatDateTime(v) },
      { field: 'expires', headerName: 'Expires', minWidth: 160, valueFormatter: (v: string) => formatDateTime(v) },
      actionsColumn<OperatorSecondaryInvite>((row) =>
        row.status === InviteStatus.open ? (
          <>
            <Button
              size="small"
              aria-label={`Resend the account invitation for ${row.email}`}
              onClick={() =>
                void act(() => resendInvitation(row.uuid), InviteOperatorMessages.accountInviteResent(row.email))
              }
            >
              Resend
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Expire the account invitation for ${row.email}`}
              onClick={() => setExpiring(row)}
            >
              Expire
            </Button>
          </>
        ) : null,
      ),
    ],
    [resendInvitation],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h1" variant="h4">
          Account invitations
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          New account invitation
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <StatusFilter value={status} labels={InviteStatusLabel} onChange={paging.thenFirstPage(setStatus)} />
        <QueueSearchField paging={paging} label="Search by invitee, account or primary user" />
      </Stack>
      <ActionOutcome outcome={outcome} refusal={refusal} />
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <ServerQueueGrid
        aria-label="Account invitations"
        page={query.data}
        columns={columns}
        loading={query.isFetching}
        getRowId={(row) => row.uuid}
        {...paging.grid}
      />
      <NewAccountInvitationDialog open={creating} onSubmit={onCreate} onCancel={() => setCreating(false)} />
      <ConfirmDialog
        open={expiring !== null}
        title="Expire this account invitation?"
        confirmLabel="Expire"
        onConfirm={() => {
          const invite = expiring;
          setExpiring(null);
          if (invite) void act(() => expire.mutateAsync(invite.uuid), InviteOperatorMessages.expired(invite.email));
        }}
        onCancel={() => setExpiring(null)}
      >
        {expiring ? `The link sent to ${expiring.email} will show the expired page.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
