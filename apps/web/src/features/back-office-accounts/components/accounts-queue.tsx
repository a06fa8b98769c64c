import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  AccountTypeLabel,
  formatDateTime,
  Messages,
  OPERATOR_ACCOUNTS_SEARCH_MAX_LENGTH,
  type AccountStatus,
  type OperatorAccount,
} from '@portal/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QueueGrid } from '../../../components/back-office/queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { paths } from '../../../config/paths';
import { useAccounts } from '../api/get-accounts';
import { AccountStatusLabels } from './account-labels';

/** How long the search waits for typing to stop before asking the route. */
const SEARCH_DELAY_MS = 300;

const columns: GridColDef<OperatorAccount>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 200,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.backOffice.account.getHref({ id: row.id })}>
        {row.name}
      </Link>
    ),
  },
  { field: 'type', headerName: 'Type', minWidth: 110, valueGetter: (_value, row) => AccountTypeLabel[row.type] },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 200,
    valueGetter: (_value, row) => AccountStatusLabels[row.status],
  },
  {
    field: 'abn_acn',
    headerName: 'ABN / ACN',
    minWidth: 170,
    valueGetter: (_value, row) => [row.abn, row.acn].filter(Boolean).join(' / '),
  },
  {
    field: 'members',
    headerName: 'Members',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) => row.members.map((m) => `${m.first_name} ${m.last_name}`.trim()).join(', '),
  },
  {
    field: 'created_at',
    headerName: 'Created',
    minWidth: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

/**
 * Every investment account for staff, newest first: the status filter and the search (name, ABN,
 * ACN, a member's name or e-mail) are asked of the route.
 */
export function AccountsQueue() {
  const [status, setStatus] = useState<AccountStatus | typeof ALL_STATUSES>(ALL_STATUSES);
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const query = useAccounts({ status: status === ALL_STATUSES ? undefined : status, search: term });
  const navigate = useNavigate();

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Accounts
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <StatusFilter value={status} labels={AccountStatusLabels} onChange={setStatus} />
        <TextField
          label="Search by name, ABN, ACN or member"
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: OPERATOR_ACCOUNTS_SEARCH_MAX_LENGTH } }}
          sx={{ minWidth: 320 }}
        />
      </Stack>
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <QueueGrid
        aria-label="Accounts"
        rows={query.data ?? []}
        columns={columns}
        loading={query.isFetching}
        onRowClick={({ row }) => void navigate(paths.backOffice.account.getHref({ id: row.id }))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Stack>
  );
}
