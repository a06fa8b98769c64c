import type { GridColDef } from '@mui/x-data-grid';
import {
  formatDateTime,
  IdentityReviewStatusLabel,
  type IdentityReviewRow,
  type PersonalDetailStatus,
} from '@portal/contract';
import { useState } from 'react';
import { linkColumn } from '../../../components/back-office/link-column';
import { QueueFilter } from '../../../components/back-office/queue-filter';
import { QueueScreen } from '../../../components/back-office/queue-screen';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { paths } from '../../../config/paths';
import { useIdentityReviews } from '../api/get-identity-reviews';

const reviewHref = (row: IdentityReviewRow) => paths.backOffice.identityReview.getHref({ userId: row.user_id });

/** `field` names the route's ordering (`name`, `updated`, `attempts`); the others do not sort. */
const columns: GridColDef<IdentityReviewRow>[] = [
  linkColumn(reviewHref, {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => `${row.first_name} ${row.last_name}`.trim(),
  }),
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

  return (
    <QueueScreen
      title="Identity review"
      filters={
        <>
          <QueueFilter
            label="Status"
            value={status}
            labels={IdentityReviewStatusLabel}
            onChange={paging.thenFirstPage(setStatus)}
            minWidth={220}
          />
          <QueueSearchField paging={paging} label="Search by name or email" />
        </>
      }
    >
      <ServerQueueGrid
        aria-label="Identity reviews"
        query={query}
        columns={columns}
        getRowId={(row) => row.user_id}
        rowHref={reviewHref}
        {...paging.grid}
      />
    </QueueScreen>
  );
}
