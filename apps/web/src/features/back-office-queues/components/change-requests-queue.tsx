import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ChangeRequestKindLabels,
  ChangeRequestStatus,
  ChangeRequestStatusLabels,
  formatDateTime,
  Messages,
  type ChangeRequest,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useChangeRequests } from '../api/get-change-requests';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { QueueGrid } from '../../../components/back-office/queue-grid';

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
  { field: 'account', headerName: 'Account', flex: 1, minWidth: 180, valueGetter: (_value, row) => row.account.name },
  {
    field: 'initiator',
    headerName: 'Initiator',
    flex: 1,
    minWidth: 160,
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
 * Bank change requests for the portfolio manager: those waiting for them first (the status
 * filter asks the route), searched by account name among the requests the route answered.
 */
export function ChangeRequestsQueue() {
  const [status, setStatus] = useState<ChangeRequestStatus | typeof ALL_STATUSES>(
    ChangeRequestStatus.awaiting_approval,
  );
  const [search, setSearch] = useState('');
  const query = useChangeRequests(status === ALL_STATUSES ? undefined : status);
  const navigate = useNavigate();
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = query.data ?? [];
    return needle ? all.filter((r) => r.account.name.toLowerCase().includes(needle)) : all;
  }, [query.data, search]);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Change requests
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <StatusFilter value={status} labels={ChangeRequestStatusLabels} onChange={setStatus} />
        <TextField
          label="Search by account name"
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Stack>
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <QueueGrid
        aria-label="Change requests"
        rows={rows}
        columns={columns}
        loading={query.isFetching}
        onRowClick={({ row }) => void navigate(paths.backOffice.changeRequest.getHref({ id: row.id }))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Stack>
  );
}
