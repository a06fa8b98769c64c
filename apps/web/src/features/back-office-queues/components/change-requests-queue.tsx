import type { GridColDef } from '@mui/x-data-grid';
import {
  ChangeRequestKindLabels,
  ChangeRequestStatus,
  ChangeRequestStatusLabels,
  formatDateTime,
  type ChangeRequest,
  type OPERATOR_CHANGE_REQUESTS_ORDERING,
} from '@portal/contract';
import { useState } from 'react';
import { linkColumn } from '../../../components/back-office/link-column';
import { QueueScreen } from '../../../components/back-office/queue-screen';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { paths } from '../../../config/paths';
import { useChangeRequests } from '../api/get-change-requests';

const requestHref = (row: ChangeRequest) => paths.backOffice.changeRequest.getHref({ id: row.id });

const columns: GridColDef<ChangeRequest>[] = [
  linkColumn(requestHref, {
    field: 'kind',
    headerName: 'Kind',
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => ChangeRequestKindLabels[row.kind],
  }),
  {
    field: 'account',
    headerName: 'Account',
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_value, row) => row.account.name,
  },
  {
    field: 'initiator',
    headerName: 'Initiator',
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) => `${row.initiator.first_name} ${row.initiator.last_name}`,
  },
  {
    field: 'created_at',
    headerName: 'Created',
    minWidth: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    flex: 1,
    minWidth: 220,
    valueGetter: (_value, row) => ChangeRequestStatusLabels[row.status],
  },
];

/**
 * Bank change requests for the portfolio manager, those waiting for them shown first: the status
 * filter, the search (account, initiator) and the ordering are the route's, a page at a time.
 */
export function ChangeRequestsQueue() {
  const [status, setStatus] = useState<ChangeRequestStatus | typeof ALL_STATUSES>(
    ChangeRequestStatus.awaiting_approval,
  );
  const paging = useQueuePaging<(typeof OPERATOR_CHANGE_REQUESTS_ORDERING)[number]>('-created_at');
  const query = useChangeRequests({ ...paging.params, ...(status === ALL_STATUSES ? {} : { status }) });

  return (
    <QueueScreen
      title="Change requests"
      filters={
        <>
          <StatusFilter value={status} labels={ChangeRequestStatusLabels} onChange={paging.thenFirstPage(setStatus)} />
          <QueueSearchField paging={paging} label="Search by account or initiator" />
        </>
      }
    >
      <ServerQueueGrid
        aria-label="Change requests"
        query={query}
        columns={columns}
        rowHref={requestHref}
        {...paging.grid}
      />
    </QueueScreen>
  );
}
