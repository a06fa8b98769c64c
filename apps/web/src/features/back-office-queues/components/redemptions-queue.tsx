import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  type REDEEM_REQUESTS_ORDERING,
  REJECT_REASON_MAX_LENGTH,
  RedeemRequestStatus,
  RedeemRequestStatusLabels,
  rejectRedeemRequestSchema,
  type RedeemRequest,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { ActionOutcome } from '../../../components/back-office/action-outcome';
import { actionsColumn } from '../../../components/back-office/actions-column';
import { QueueScreen } from '../../../components/back-office/queue-screen';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ReasonDialog } from '../../../components/back-office/reason-dialog';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { useActionOutcome } from '../../../components/back-office/use-action-outcome';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { useRedeemRequests } from '../api/get-redeem-requests';
import { useRejectRedeemRequest } from '../api/reject-redeem-request';
import { useSettleRedeemRequest } from '../api/settle-redeem-request';

const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');

type Asking = { kind: 'settle' | 'reject'; request: RedeemRequest } | null;

function describe(request: RedeemRequest): string {
  return `${request.whole ? 'the whole' : formatMoney(request.amount) + ' of'} ${request.note.label} for ${request.account.name}`;
}

/** Redemption requests: the requested ones first (the filter asks the route), settled or rejected here. */
export function RedemptionsQueue() {
  const [status, setStatus] = useState<RedeemRequestStatus | typeof ALL_STATUSES>(RedeemRequestStatus.requested);
  const paging = useQueuePaging<(typeof REDEEM_REQUESTS_ORDERING)[number]>('-created');
  const query = useRedeemRequests({ ...paging.params, ...(status === ALL_STATUSES ? {} : { status }) });
  const settle = useSettleRedeemRequest();
  const reject = useRejectRedeemRequest();
  const [asking, setAsking] = useState<Asking>(null);
  const result = useActionOutcome();

  function onSettle(request: RedeemRequest) {
    setAsking(null);
    void result.act(async () => {
      await settle.mutateAsync(request.id);
      return `Settled: ${describe(request)}.`;
    });
  }

  async function onReject(request: RedeemRequest, reason: string) {
    result.clear();
    await reject.mutateAsync({ id: request.id, reason });
    setAsking(null);
    result.done(`Rejected: ${describe(request)}.`);
  }

  const columns = useMemo<GridColDef<RedeemRequest>[]>(
    () => [
      {
        field: 'note',
        headerName: 'Note',
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) => row.note.label,
      },
      {
        field: 'account',
        headerName: 'Account',
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) => row.account.name,
      },
      {
        field: 'amount',
        headerName: 'Amount',
        minWidth: 130,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string) => formatMoney(value),
      },
      {
        field: 'whole',
        headerName: 'Whole or part',
        minWidth: 120,
        sortable: false,
        valueGetter: (_v, row) => (row.whole ? 'Whole' : 'Part'),
      },
      {
        field: 'status',
        headerName: 'Status',
        minWidth: 160,
        valueGetter: (_v, row) => RedeemRequestStatusLabels[row.status],
      },
      { field: 'created', headerName: 'Requested', minWidth: 160, valueFormatter: (v: string) => formatDateTime(v) },
      {
        field: 'decided',
        headerName: 'Settled or rejected',
        minWidth: 170,
        sortable: false,
        valueGetter: (_v, row) => dateOrDash(row.settled ?? row.rejected),
      },
      {
        field: 'maturity',
        headerName: 'Maturity',
        minWidth: 120,
        sortable: false,
        valueGetter: (_v, row) => (row.note.maturity_date ? formatDate(row.note.maturity_date) : 'At call'),
      },
      actionsColumn<RedeemRequest>((row) =>
        row.status === RedeemRequestStatus.requested ? (
          <>
            <Button
              size="small"
              variant="contained"
              aria-label={`Settle ${row.note.label} for ${row.account.name}`}
              onClick={() => setAsking({ kind: 'settle', request: row })}
            >
              Settle
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={`Reject ${row.note.label} for ${row.account.name}`}
              onClick={() => setAsking({ kind: 'reject', request: row })}
            >
              Reject
            </Button>
          </>
        ) : null,
      ),
    ],
    [],
  );

  return (
    <QueueScreen
      title="Redemptions"
      filters={
        <>
          <StatusFilter value={status} labels={RedeemRequestStatusLabels} onChange={paging.thenFirstPage(setStatus)} />
          <QueueSearchField paging={paging} label="Search by account" />
        </>
      }
    >
      <ActionOutcome outcome={result.outcome} refusal={result.refusal} />
      <ServerQueueGrid aria-label="Redemption requests" query={query} columns={columns} {...paging.grid} />
      <ConfirmDialog
        open={asking?.kind === 'settle'}
        title="Settle this redemption?"
        confirmLabel="Settle"
        onConfirm={() => asking && onSettle(asking.request)}
        onCancel={() => setAsking(null)}
      >
        {asking ? `The amount comes off the note today: ${describe(asking.request)}.` : ''}
      </ConfirmDialog>
      <ReasonDialog
        open={asking?.kind === 'reject'}
        title="Reject this redemption?"
        confirmLabel="Reject"
        schema={rejectRedeemRequestSchema}
        maxLength={REJECT_REASON_MAX_LENGTH}
        onSubmit={(reason) => (asking ? onReject(asking.request, reason) : Promise.resolve())}
        onCancel={() => setAsking(null)}
      >
        {asking ? `The investor is told the reason: ${describe(asking.request)}.` : ''}
      </ReasonDialog>
    </QueueScreen>
  );
}
