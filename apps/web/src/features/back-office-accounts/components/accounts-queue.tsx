import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  AccountTypeLabel,
  formatDateTime,
  Messages,
  type AccountStatus,
  type OPERATOR_ACCOUNTS_ORDERING,
  type OperatorAccount,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { paths } from '../../../config/paths';
import { useAccounts } from '../api/get-accounts';
import { AccountStatusLabels } from './account-labels';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';

type OperatorAccountsOrdering = (typeof OPERATOR_ACCOUNTS_ORDERING)[number];

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
    sortable: false,
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
  const paging = useQueuePaging<OperatorAccountsOrdering>('-created_at');
  const query = useAccounts({ ...paging.params, ...(status === ALL_STATUSES ? {} : { status }) });
  const navigate = useNavigate();

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Accounts
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <StatusFilter value={status} labels={AccountStatusLabels} onChange={paging.thenFirstPage(setStatus)} />
        <QueueSearchField paging={paging} label="Search by name, ABN, ACN or member" />
      </Stack>
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <ServerQueueGrid
        aria-label="Accounts"
        page={query.data}
        columns={columns}
        loading={query.isFetching}
        {...paging.grid}
        onRowClick={({ row }) => void navigate(paths.backOffice.account.getHref({ id: row.id }))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Stack>
  );
}
