import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatDateTime,
  InviteOperatorMessages,
  InviteStatus,
  InviteStatusLabel,
  type Page,
  type QueueOrdering,
} from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import { ActionOutcome } from '../../../components/back-office/action-outcome';
import { actionsColumn } from '../../../components/back-office/actions-column';
import { QueueScreen } from '../../../components/back-office/queue-screen';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { useActionOutcome } from '../../../components/back-office/use-action-outcome';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';

type Invite = { uuid: string; email: string; status: InviteStatus; created: string; expires: string };

type InvitesParams<F extends string> = {
  page: number;
  page_size: number;
  ordering: QueueOrdering<F>;
  search?: string;
  status?: InviteStatus;
};

type SendsByUuid = () => { mutateAsync: (uuid: string) => Promise<unknown> };

/** A "New …" dialog: rejecting (an ApiError) puts the server's errors on its form. */
export type NewInviteDialogProps<C> = {
  open: boolean;
  onSubmit: (values: C) => Promise<unknown>;
  onCancel: () => void;
};

/** What sets one kind of invitation's queue apart: its words, its columns, its routes and its form. */
export type InviteKind<R extends Invite, C extends { email: string }, F extends string> = {
  /** The page's heading and the queue's name: "Invitations". */
  title: string;
  /** One of them, in buttons and dialogs: "invitation". */
  noun: string;
  searchLabel: string;
  /** The columns between the invitee's e-mail and Status, Created, Expires and the actions. */
  columns: GridColDef<R>[];
  useInvites: (params: InvitesParams<F>) => UseQueryResult<Page<R>>;
  useCreate: () => { mutateAsync: (body: C) => Promise<unknown> };
  useResend: SendsByUuid;
  useExpire: SendsByUuid;
  sent: (email: string) => string;
  resent: (email: string) => string;
  /** What the expiry confirmation says becomes of what was sent. */
  expiry: (email: string) => string;
  NewDialog: ComponentType<NewInviteDialogProps<C>>;
};

const dateTime = (value: string) => formatDateTime(value);

/**
 * A queue of invitations, the open ones newest first: status, search, ordering and pages are the
 * route's; resent or withdrawn (after a confirmation) here, and new ones sent. The invitee's code
 * or link goes by e-mail; the page never shows it.
 */
export function InviteQueue<R extends Invite, C extends { email: string }, F extends string>({
  kind,
}: {
  /** Its route orders by `created` among others. */
  kind: InviteKind<R, C, F | 'created'>;
}) {
  const [status, setStatus] = useState<InviteStatus | typeof ALL_STATUSES>(InviteStatus.open);
  const paging = useQueuePaging<F | 'created'>('-created');
  const query = kind.useInvites({ ...paging.params, ...(status === ALL_STATUSES ? {} : { status }) });
  const create = kind.useCreate();
  const resend = kind.useResend().mutateAsync;
  const expire = kind.useExpire();
  const [creating, setCreating] = useState(false);
  const [expiring, setExpiring] = useState<R | null>(null);
  const result = useActionOutcome();
  const { act } = result;

  async function onCreate(values: C) {
    result.clear();
    await create.mutateAsync(values);
    setCreating(false);
    result.done(kind.sent(values.email));
  }

  const columns = useMemo<GridColDef<R>[]>(
    () => [
      { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 220 },
      ...kind.columns,
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 120,
        sortable: false,
        valueGetter: (_v, row) => InviteStatusLabel[row.status],
      },
      { field: 'created', headerName: 'Created', minWidth: 160, valueFormatter: dateTime },
      { field: 'expires', headerName: 'Expires', minWidth: 160, valueFormatter: dateTime },
      actionsColumn<R>((row) =>
        row.status === InviteStatus.open ? (
          <>
            <Button
              size="small"
              aria-label={`Resend the ${kind.noun} for ${row.email}`}
              onClick={() =>
                void act(async () => {
                  await resend(row.uuid);
                  return kind.resent(row.email);
                })
              }
            >
              Resend
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Expire the ${kind.noun} for ${row.email}`}
              onClick={() => setExpiring(row)}
            >
              Expire
            </Button>
          </>
        ) : null,
      ),
    ],
    [kind, act, resend],
  );

  return (
    <QueueScreen
      title={kind.title}
      action={
        <Button variant="contained" onClick={() => setCreating(true)}>
          New {kind.noun}
        </Button>
      }
      filters={
        <>
          <StatusFilter value={status} labels={InviteStatusLabel} onChange={paging.thenFirstPage(setStatus)} />
          <QueueSearchField paging={paging} label={kind.searchLabel} />
        </>
      }
    >
      <ActionOutcome outcome={result.outcome} refusal={result.refusal} />
      <ServerQueueGrid
        aria-label={kind.title}
        query={query}
        columns={columns}
        getRowId={(row) => row.uuid}
        {...paging.grid}
      />
      <kind.NewDialog open={creating} onSubmit={onCreate} onCancel={() => setCreating(false)} />
      <ConfirmDialog
        open={expiring !== null}
        title={`Expire this ${kind.noun}?`}
        confirmLabel="Expire"
        onConfirm={() => {
          const invite = expiring;
          setExpiring(null);
          if (invite)
            void act(async () => {
              await expire.mutateAsync(invite.uuid);
              return InviteOperatorMessages.expired(invite.email);
            });
        }}
        onCancel={() => setExpiring(null)}
      >
        {expiring ? kind.expiry(expiring.email) : ''}
      </ConfirmDialog>
    </QueueScreen>
  );
}
