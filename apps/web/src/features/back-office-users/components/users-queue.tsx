import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime, Messages, UserAccessFilter, UserAccessFilterLabel, type OperatorUser } from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { paths } from '../../../config/paths';
import { useUsers, type UserOrderingField } from '../api/get-users';
import { accessText, staffRoleText, userName } from './user-labels';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';

const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');

const columns: GridColDef<OperatorUser>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.backOffice.user.getHref({ id: row.id })}>
        {userName(row)}
      </Link>
    ),
  },
  { field: 'email', headerName: 'E-mail', flex: 1, minWidth: 220 },
  { field: 'access', headerName: 'Access', minWidth: 190, sortable: false, valueGetter: (_v, row) => accessText(row) },
  {
    field: 'staff_role',
    headerName: 'Staff role',
    minWidth: 150,
    sortable: false,
    valueGetter: (_v, row) => (row.is_staff ? staffRoleText(row) : '—'),
  },
  {
    field: 'login_two_factor_auth_enabled',
    headerName: 'Two-factor',
    minWidth: 110,
    sortable: false,
    valueGetter: (_v, row) => (row.login_two_factor_auth_enabled ? 'On' : 'Off'),
  },
  {
    field: 'last_sign_in',
    headerName: 'Last sign-in',
    minWidth: 160,
    valueGetter: (_v, row) => dateOrDash(row.last_sign_in),
  },
  { field: 'created', headerName: 'Created', minWidth: 160, valueGetter: (_v, row) => dateOrDash(row.created) },
];

/**
 * Every user for staff, newest first (issue #23 item 2): the server pages, orders (a column's
 * header) and searches; the access filter (Staff is the staff list) is asked of it too.
 */
export function UsersQueue() {
  const paging = useQueuePaging<UserOrderingField>('-created');
  const [access, setAccess] = useState<UserAccessFilter>(UserAccessFilter.all);
  const query = useUsers({ ...paging.params, access });

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Users
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Access"
          size="small"
          value={access}
          onChange={(event) => {
            setAccess(event.target.value as UserAccessFilter);
            paging.firstPage();
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value={UserAccessFilter.all}>All users</MenuItem>
          {(Object.entries(UserAccessFilterLabel) as [UserAccessFilter, string][]).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <QueueSearchField paging={paging} label="Search by name, e-mail or mobile" />
      </Stack>
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <ServerQueueGrid
        aria-label="Users"
        page={query.data}
        columns={columns}
        loading={query.isFetching}
        {...paging.grid}
      />
    </Stack>
  );
}
