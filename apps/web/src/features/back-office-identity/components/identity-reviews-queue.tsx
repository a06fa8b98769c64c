import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatDateTime,
  IdentityReviewStatusLabel,
  Messages,
  type IdentityReviewRow,
  type PersonalDetailStatus,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { paths } from '../../../config/paths';
import { useIdentityReviews } from '../api/get-identity-reviews';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';

const fullName = (row: Pick<IdentityReviewRow, 'first_name' | 'last_name'>) =>
  `${row.first_name} ${row.last_name}`.trim();

/** `field` names the route's ordering (`name`, `updated`, `attempts`); the others do not sort. */
const columns: GridColDef<IdentityReviewRow>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.backOffice.identityReview.getHref({ userId: row.user_id })}>
        {fullName(row)}
      </Link>
    ),
  },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, sortable: false },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) => IdentityReviewStatusLabel[row.status],
  },
  { field: 'attempts', headerName: 'Failed checks', minWidth: 130, valueGetter: (_value, row) => row.failed_attempts },
  {
    field: 'reasons',
    headerName: 'Reasons',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) => row.reasons.join('; '),
  },
  {
    field: 'updated',
    headerName: 'Skipped or updated',
    minWidth: 170,
    valueGetter: (_value, row) => formatDateTime(row.skipped_at ?? row.updated_at),
  },
];

/**
 * Personal details the automatic check could not verify, those waiting for staff (skipped) first:
 * the status filter, the search (name or e-mail), the ordering and the page are the route's.
 */
export function IdentityReviewsQueue() {
  const [status, setStatus] = useState<PersonalDetailStatus>('pending');
  const paging = useQueuePaging<'updated' | 'name' | 'attempts'>('updated');
  const query = useIdentityReviews({ status, ...paging.params });
  const navigate = useNavigate();

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Identity review
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PersonalDetailStatus);
            paging.firstPage();
          }}
          sx={{ minWidth: 220 }}
        >
          {(Object.entries(IdentityReviewStatusLabel) as [PersonalDetailStatus, string][]).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <QueueSearchField paging={paging} label="Search by name or email" />
      </Stack>
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <ServerQueueGrid
        aria-label="Identity reviews"
        page={query.data}
        columns={columns}
        getRowId={(row) => row.user_id}
        loading={query.isFetching}
        {...paging.grid}
        onRowClick={({ row }) => void navigate(paths.backOffice.identityReview.getHref({ userId: row.user_id }))}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Stack>
  );
}
