import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatDateTime,
  IMPORT_ATTEMPT_STATUS_LABELS,
  PORTFOLIO_IMPORT_KIND_LABELS,
  type ImportAttempt,
  type ImportAttemptStatus,
  type PortfolioImportKind,
} from '@portal/contract';
import { useState } from 'react';
import { linkColumn } from '../../../components/back-office/link-column';
import { ALL, QueueFilter } from '../../../components/back-office/queue-filter';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { StatusFilter } from '../../../components/back-office/status-filter';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { paths } from '../../../config/paths';
import { useImportAttempts } from '../api/get-import-attempts';

const attemptHref = (row: ImportAttempt) => paths.backOffice.importAttempt.getHref({ importId: row.id });

/** `field` names the route's ordering (`created_at`, `kind`, `file_name`, `status`, `rows`); the others do not sort. */
const columns: GridColDef<ImportAttempt>[] = [
  {
    field: 'created_at',
    headerName: 'When',
    minWidth: 170,
    valueGetter: (_value, row) => formatDateTime(row.created_at),
  },
  linkColumn(attemptHref, { field: 'file_name', headerName: 'File', flex: 1, minWidth: 200 }),
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
  const query = useImportAttempts({
    ...(kind === ALL ? {} : { kind }),
    ...(status === ALL ? {} : { status }),
    ...paging.params,
  });

  return (
    <Stack component="section" aria-labelledby="import-history-heading" spacing={2}>
      <Typography id="import-history-heading" component="h2" variant="h6">
        History of imports
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <QueueFilter
          label="Kind filter"
          allLabel="All kinds"
          value={kind}
          labels={PORTFOLIO_IMPORT_KIND_LABELS}
          onChange={paging.thenFirstPage(setKind)}
          minWidth={200}
        />
        <StatusFilter
          value={status}
          labels={IMPORT_ATTEMPT_STATUS_LABELS}
          onChange={paging.thenFirstPage(setStatus)}
          minWidth={180}
        />
        <QueueSearchField paging={paging} label="Search by file name" />
      </Stack>
      <ServerQueueGrid
        aria-label="Imports"
        query={query}
        columns={columns}
        getRowId={(row) => row.id}
        rowHref={attemptHref}
        {...paging.grid}
      />
    </Stack>
  );
}
