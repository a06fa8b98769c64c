import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime, UserAccessFilter, UserAccessFilterLabel, type OperatorUser } from '@portal/contract';
import { useState } from 'react';
import { linkColumn } from '../../../components/back-office/link-column';
import { QueueFilter } from '../../../components/back-office/queue-filter';
import { QueueScreen } from '../../../components/back-office/queue-screen';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { paths } from '../../../config/paths';
import { useUsers, type UserOrderingField } from '../api/get-users';
import { accessText, staffRoleText, userName } from './user-labels';

const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');

const columns: GridColDef<OperatorUser>[] = [
  linkColumn((row) => paths.backOffice.user.getHref({ id: row.id }), {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 180,
    valueGetter: (_v, row) => userName(row),
  }),
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
    <QueueScreen
      title="Users"
      filters={
        <>
          <QueueFilter
            label="Access"
            allLabel="All users"
            value={access}
            labels={UserAccessFilterLabel}
            onChange={paging.thenFirstPage(setAccess)}
            minWidth={240}
          />
          <QueueSearchField paging={paging} label="Search by name, e-mail or mobile" />
        </>
      }
    >
      <ServerQueueGrid aria-label="Users" query={query} columns={columns} {...paging.grid} />
    </QueueScreen>
  );
}
