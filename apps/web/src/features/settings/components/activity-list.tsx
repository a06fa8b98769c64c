import {
  activityTypeLabel,
  DEFAULT_PAGE_SIZE,
  formatBrowser,
  formatDateTime,
  Messages,
  PAGE_SIZE_OPTIONS,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useActivities } from '../api/get-activities';

export const ACTIVITY_TABLE = 'Your activity';

/**
 * /account/activity/: what happened on the user's sign-in, newest first: the kind of activity,
 * what changed, when, and from which network address and browser, so a sign-in or a change that
 * was not theirs stands out.
 */
export function ActivityList() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const activities = useActivities({ page, pageSize });

  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Activity
      </Typography>
      {activities.isPending ? (
        <PageSpinner label="Loading your activity" />
      ) : activities.isError ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : activities.data.count === 0 ? (
        <Typography>No activity yet.</Typography>
      ) : (
        <Paper>
          <TableContainer>
            <Table aria-label={ACTIVITY_TABLE} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Type</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell>Time</TableCell>
                  <TableCell>Network address</TableCell>
                  <TableCell>Browser</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {activities.data.results.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>{activityTypeLabel(a.activity_type)}</TableCell>
                    <TableCell>{a.description}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.created)}</TableCell>
                    <TableCell>{a.ip_address ?? '—'}</TableCell>
                    <TableCell>{formatBrowser(a.user_agent)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={activities.data.count}
            page={page - 1}
            onPageChange={(_, next) => setPage(next + 1)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
          />
        </Paper>
      )}
    </>
  );
}
