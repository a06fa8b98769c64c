import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatDate,
  REBALANCE_CANCEL_REASON_MAX,
  RebalanceStatus,
  RebalanceStatusLabel,
  RebalanceTypeLabel,
  rebalanceCancelBodySchema,
  type OperatorRebalanceReport,
} from '@portal/contract';
import { useState } from 'react';
import { ActionOutcome } from '../../../components/back-office/action-outcome';
import { actionsColumn } from '../../../components/back-office/actions-column';
import { QueueScreen } from '../../../components/back-office/queue-screen';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ReasonDialog } from '../../../components/back-office/reason-dialog';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { useCancelRebalanceReport } from '../api/cancel-rebalance-report';
import { useRebalanceReports, type RebalanceOrderingField } from '../api/get-rebalance-reports';
import { PublishReportsDialog } from './publish-reports-dialog';

const baseColumns: GridColDef<OperatorRebalanceReport>[] = [
  { field: 'external_id', headerName: 'External id', minWidth: 170 },
  {
    field: 'account_name',
    headerName: 'Account',
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => `${row.account.name} (${row.account.code})`,
  },
  {
    field: 'rebalance_type',
    headerName: 'Type',
    minWidth: 130,
    sortable: false,
    valueGetter: (_value, row) => RebalanceTypeLabel[row.rebalance_type],
  },
  { field: 'date', headerName: 'Rebalance date', minWidth: 140, valueFormatter: (value: string) => formatDate(value) },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 120,
    valueGetter: (_value, row) => RebalanceStatusLabel[row.status],
  },
  { field: 'created', headerName: 'Published', minWidth: 130, valueFormatter: (value: string) => formatDate(value) },
  {
    field: 'cancelled',
    headerName: 'Cancelled',
    minWidth: 130,
    sortable: false,
    valueFormatter: (value: string | null) => (value ? formatDate(value) : ''),
  },
];

/**
 * Every rebalance report for staff, newest published first: page, ordering, the status filter and
 * the search (account name, external id) are asked of the server. "Publish reports" sends a
 * report file; Cancel asks for the reason, kept in the audit trail.
 */
export function RebalanceQueue() {
  const paging = useQueuePaging<RebalanceOrderingField>('-created');
  const [status, setStatus] = useState<RebalanceStatus | typeof ALL_STATUSES>(ALL_STATUSES);
  const query = useRebalanceReports({ ...paging.params, ...(status === ALL_STATUSES ? {} : { status }) });
  const cancel = useCancelRebalanceReport();
  const [publishing, setPublishing] = useState(false);
  const [cancelling, setCancelling] = useState<OperatorRebalanceReport | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns = [
    ...baseColumns,
    actionsColumn<OperatorRebalanceReport>((row) =>
      row.status === RebalanceStatus.cancelled ? null : (
        <Button size="small" aria-label={`Cancel ${row.external_id}`} onClick={() => setCancelling(row)}>
          Cancel
        </Button>
      ),
    ),
  ];

  return (
    <QueueScreen
      title="Rebalance reports"
      filters={
        <>
          <StatusFilter value={status} labels={RebalanceStatusLabel} onChange={paging.thenFirstPage(setStatus)} />
          <QueueSearchField paging={paging} label="Search by account or external id" />
          <Button
            variant="contained"
            onClick={() => {
              setDone(null);
              setPublishing(true);
            }}
          >
            Publish reports
          </Button>
        </>
      }
    >
      <ActionOutcome outcome={done} refusal={null} />
      <ServerQueueGrid aria-label="Rebalance reports" query={query} columns={columns} {...paging.grid} />
      <PublishReportsDialog
        open={publishing}
        onPublished={(message) => {
          setPublishing(false);
          setDone(message);
        }}
        onCancel={() => setPublishing(false)}
      />
      <ReasonDialog
        open={cancelling !== null}
        title="Cancel this rebalance?"
        confirmLabel="Cancel the rebalance"
        schema={rebalanceCancelBodySchema}
        maxLength={REBALANCE_CANCEL_REASON_MAX}
        onSubmit={async (reason) => {
          if (!cancelling) return;
          await cancel.mutateAsync({ externalId: cancelling.external_id, reason });
          setDone(`${cancelling.external_id} cancelled; the account’s people are told.`);
          setCancelling(null);
        }}
        onCancel={() => setCancelling(null)}
      >
        {cancelling
          ? `The rebalance ${cancelling.external_id} of ${cancelling.account.name} is cancelled and its people are told. The reason is kept in the audit trail.`
          : ''}
      </ReasonDialog>
    </QueueScreen>
  );
}
