import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatDateTime,
  IMPORT_ATTEMPT_STATUS_LABELS,
  Messages,
  PORTFOLIO_IMPORT_KIND_LABELS,
  type ImportAttempt,
  type ImportAttemptStatus,
  type PortfolioImportKind,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { paths } from '../../../config/paths';
import { useImportAttempts } from '../api/get-import-attempts';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';

const ALL = '';

/** `field` names the route's ordering (`created_at`, `kind`, `file_name`, `status`, `rows`); the others do not sort. */
const columns: GridColDef<ImportAttempt>[] = [
  {
    field: 'created_at',
    headerName: 'When',
    minWidth: 170,
    valueGetter: (_value, row) => formatDateTime(row.created_at),
  },
  {
    field: 'file_name',
    headerName: 'File',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.backOffice.importAttempt.getHref({ importId: row.id })}>
        {row.file_name}
      </Link>
    ),
  },
  {
    field: 'kind',
    headerName: 'Kind',
    minWidth: 150,
    valueGetter: (_value, row) => PORTFOLIO_IMPORT_KIND_LABELS[row.kind],
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 120,
    valueGetter: (_value, row) => IMPORT_ATTEMPT_STATUS_LABELS[row.status],
  },
  { field: 'rows', headerName: 'Rows', minWidth: 90 },
  { field: 'problem_count', headerName: 'Problems', minWidth: 100, sortable: false },
  { field: 'actor', headerName: 'By', flex: 1, minWidth: 180, sortable: false },
];

/** The history of feed uploads, newest first: kind and status filters, a file name search, server paged. */
export function ImportAttemptsQueue() {
  const [kind, setKind] = useState<PortfolioImportKind | typeof ALL>(ALL);
  const [status, setStatus] = useState<ImportAttemptStatus | typeof ALL>(ALL);
  const paging = useQueuePaging<'created_at' | 'kind' | 'file_name' | 'status' | 'rows'>('-created_at');
  const query = useImportAttempts({ kind: kind || undefined, status: status || undefined, ...paging.params });
  const navigate = useNavigate();

  return (
    <Stack component="section" aria-labelledby="import-history-heading" spacing={2}>
      <Typography id="import-history-heading" component="h2" variant="h6">
        History of imports
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Kind filter"
          size="small"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as PortfolioImportKind | typeof ALL);
            paging.firstPage();
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>All kinds</MenuItem>
          {(Object.entries(PORTFOLIO_IMPORT_KIND_LABELS) as [PortfolioImportKind, string][]).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ImportAttemptStatus | typeof ALL);
            paging.firstPage();
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ALL}>All statuses</MenuItem>
          {(Object.entries(IMPORT_ATTEMPT_STATUS_LABELS) as [ImportAttemptStatus, string][]).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <QueueSearchField paging={paging} label="Search by file name" />
      </Stack>
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <ServerQueueGrid
        aria-label="Imports"
        page={query.data}
        columns={columns}
        getRowId={(row) => row.id}
        loading={query.isFetching}
        {...paging.grid}
        onRowClick={({ row }) => void navigate(paths.backOffice.importAttempt.getHref({ importId: row.id }))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Stack>
  );
}
