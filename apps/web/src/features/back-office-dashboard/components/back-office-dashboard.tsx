import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  BackOfficeQueueLabel,
  DASHBOARD_FAILED_SIGN_IN_HOURS,
  DASHBOARD_IMPORT_DAYS,
  DataImportKindLabel,
  formatDateTime,
  waitedInWords,
  type BackOfficeDashboard as Figures,
  type BackOfficeQueue,
  type BackOfficeQueueCount,
} from '@portal/contract';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../config/paths';
import { useBackOfficeDashboard } from '../api/get-back-office-dashboard';

/** The queues that have a screen of their own: their card's title opens it. */
const QUEUE_HREF: Partial<Record<BackOfficeQueue, string>> = {
  change_requests: paths.backOffice.changeRequests.getHref(),
  redemptions: paths.backOffice.redemptions.getHref(),
  signing_envelopes: paths.backOffice.envelopes.getHref(),
  identity_reviews: paths.backOffice.identityReviews.getHref(),
};

/**
 * The staff dashboard (issue #23 item 4): a card per queue with how many wait and for how long the
 * oldest has, then the data imports of the last days and the sign-ins that failed.
 */
export function BackOfficeDashboard() {
  const dashboard = useBackOfficeDashboard();
  return (
    <Loaded query={dashboard} label="Loading the dashboard">
      {(figures) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Box
            component="ul"
            aria-label="Work queues"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {figures.queues.map((queue) => (
              <QueueCard key={queue.queue} queue={queue} at={figures.at} />
            ))}
          </Box>
          <Imports imports={figures.imports} />
          <FailedSignIns failed={figures.failed_sign_ins} />
        </Box>
      )}
    </Loaded>
  );
}

function QueueCard({ queue, at }: { queue: BackOfficeQueueCount; at: string }) {
  const headingId = useId();
  const label = BackOfficeQueueLabel[queue.queue];
  const href = QUEUE_HREF[queue.queue];
  return (
    <Paper component="li" aria-labelledby={headingId} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h2" variant="subtitle1" id={headingId}>
        {href ? (
          <Link component={RouterLink} to={href}>
            {label}
          </Link>
        ) : (
          label
        )}
      </Typography>
      <Typography component="p" variant="h4">
        {queue.count}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          waiting
        </Box>
      </Typography>
      <Typography color="text.secondary">
        {queue.oldest_at ? `oldest ${waitedInWords(queue.oldest_at, at)}` : 'Nothing waiting'}
      </Typography>
    </Paper>
  );
}

function Imports({ imports }: { imports: Figures['imports'] }) {
  return (
    <PageSection title={`Data imports, last ${DASHBOARD_IMPORT_DAYS} days`}>
      {imports.kinds.length === 0 ? (
        <Typography>No data imported in the last {DASHBOARD_IMPORT_DAYS} days.</Typography>
      ) : (
        <>
          <Table size="small" aria-label={`Data imports of the last ${DASHBOARD_IMPORT_DAYS} days`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Feed
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Imports
                </TableCell>
                <TableCell component="th" scope="col">
                  Last import
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {imports.kinds.map((kind) => (
                <TableRow key={kind.kind}>
                  <TableCell component="th" scope="row">
                    {DataImportKindLabel[kind.kind]}
                  </TableCell>
                  <TableCell align="right">{kind.count}</TableCell>
                  <TableCell>{formatDateTime(kind.last_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {imports.last_at && <Typography>Last import: {formatDateTime(imports.last_at)}</Typography>}
        </>
      )}
    </PageSection>
  );
}

function FailedSignIns({ failed }: { failed: Figures['failed_sign_ins'] }) {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <PageSection title={`Failed sign-ins, last ${DASHBOARD_FAILED_SIGN_IN_HOURS} hours`}>
      <Typography>
        {failed.count === 0
          ? `No sign-in failed in the last ${DASHBOARD_FAILED_SIGN_IN_HOURS} hours.`
          : `${plural(failed.count, 'failed sign-in', 'failed sign-ins')} for ${plural(failed.addresses, 'e-mail address', 'e-mail addresses')}.`}
      </Typography>
    </PageSection>
  );
}
