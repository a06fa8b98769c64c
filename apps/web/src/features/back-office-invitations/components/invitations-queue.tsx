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
  type OPERATOR_INVITES_ORDERING,
  type OperatorInvite,
  type OperatorInviteCreate,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { refusalText } from '../../../components/back-office/error-text';
import { actionsColumn } from '../../../components/back-office/actions-column';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { useCreateInvitation } from '../api/create-invitation';
import { useExpireInvitation } from '../api/expire-invitation';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { NewInvitationDialog } from './new-invitation-dialog';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ActionOutcome } from '../../../components/back-office/action-outcome';

/**
 * Registration invitations, the open ones newest first: the status filter, the search (e-mail or
 * mobile), the ordering and the pages are the route's; resent or withdrawn here, and new ones sent.
 */
export function InvitationsQueue() {
  const [status, setStatus] = useState<InviteStatus | typeof ALL_STATUSES>(InviteStatus.open);
  const paging = useQueuePaging<(typeof OPERATOR_INVITES_ORDERING)[number]>('-created');
  const query = useInvitations({ ...paging.params, ...(status === ALL_STATUSES ? {} : { status }) });
  const create = useCreateInvitation();
  const resend = useResendInvitation();
  const expire = useExpireInvitation();
  const [creating, setCreating] = useState(false);
  const [expiring, setExpiring] = useState<OperatorInvite | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function clearMessages() {
    setOutcome(null);
    setRefusal(null);
  }

  async function onCreate(values: OperatorInviteCreate) {
    clearMessages();
    await create.mutateAsync(values);
    setCreating(false);
    setOutcome(InviteOperatorMessages.sent(values.email));
  }

  async function onExpire(invite: OperatorInvite) {
    setExpiring(null);
    clearMessages();
    try {
      await expire.mutateAsync(invite.uuid);
      setOutcome(InviteOperatorMessages.expired(invite.email));
    } catch (error) {
      setRefusal(refusalText(error));
    }
  }

  const resendInvitation = resend.mutateAsync;
  const columns = useMemo<GridColDef<OperatorInvite>[]>(() => {
    async function onResend(invite: OperatorInvite) {
      setOutcome(null);
      setRefusal(null);
      try {
        await resendInvitation(invite.uuid);
        setOutcome(InviteOperatorMessages.resent(invite.email));
      } catch (error) {
        setRefusal(refusalText(error));
      }
    }
    return [
      { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 220 },
      { field: 'phone_number', headerName: 'Mobile', minWidth: 140, sortable: false },
      {
        field: 'type',
        headerName: 'Account type',
        minWidth: 130,
        valueGetter: (_v, row) => AccountTypeLabel[row.type],
      },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 120,
        sortable: false,
        valueGetter: (_v, row) => InviteStatusLabel[row.status],
      },
      { field: 'created', headerName: 'Created', minWidth: 170, valueFormatter: (v: string) => formatDateTime(v) },
      { field: 'expires', headerName: 'Expires', minWidth: 170, valueFormatter: (v: string) => formatDateTime(v) },
      actionsColumn<OperatorInvite>((row) =>
        row.status === InviteStatus.open ? (
          <>
            <Button
              size="small"
              aria-label={`Resend the invitation for ${row.email}`}
              onClick={() => void onResend(row)}
            >
              Resend
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Expire the invitation for ${row.email}`}
              onClick={() => setExpiring(row)}
            >
              Expire
            </Button>
          </>
        ) : null,
      ),
    ];
  }, [resendInvitation]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h1" variant="h4">
          Invitations
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          New invitation
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <StatusFilter value={status} labels={InviteStatusLabel} onChange={paging.thenFirstPage(setStatus)} />
        <QueueSearchField paging={paging} label="Search by e-mail or mobile" />
      </Stack>
      <ActionOutcome outcome={outcome} refusal={refusal} />
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <ServerQueueGrid
        aria-label="Invitations"
        page={query.data}
        columns={columns}
        loading={query.isFetching}
        {...paging.grid}
        getRowId={(row) => row.uuid}
      />
      <NewInvitationDialog open={creating} onSubmit={onCreate} onCancel={() => setCreating(false)} />
      <ConfirmDialog
        open={expiring !== null}
        title="Expire this invitation?"
        confirmLabel="Expire"
        onConfirm={() => expiring && void onExpire(expiring)}
        onCancel={() => setExpiring(null)}
      >
        {expiring ? `The link sent to ${expiring.email} will show the expired page and its code stops working.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
