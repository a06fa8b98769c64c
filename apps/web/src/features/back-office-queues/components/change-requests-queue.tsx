import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ChangeRequestKindLabels,
  ChangeRequestStatus,
  ChangeRequestStatusLabels,
  formatDateTime,
  Messages,
  type ChangeRequest,
  type OPERATOR_CHANGE_REQUESTS_ORDERING,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useChangeRequests } from '../api/get-change-requests';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';

const columns: GridColDef<ChangeRequest>[] = [
  {
    field: 'kind',
    headerName: 'Kind',
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => ChangeRequestKindLabels[row.kind],
    renderCell: ({ row, value }) => (
      <Link component={RouterLink} to={paths.backOffice.changeRequest.getHref({ id: row.id })}>
        {String(value)}
      </Link>
    ),
  },
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
  const navigate = useNavigate();

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Change requests
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <StatusFilter value={status} labels={ChangeRequestStatusLabels} onChange={paging.thenFirstPage(setStatus)} />
        <QueueSearchField paging={paging} label="Search by account or initiator" />
      </Stack>
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <ServerQueueGrid
        aria-label="Change requests"
        page={query.data}
        columns={columns}
        loading={query.isFetching}
        {...paging.grid}
        onRowClick={({ row }) => void navigate(paths.backOffice.changeRequest.getHref({ id: row.id }))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Stack>
  );
}
