import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDateUnpadded,
  Messages,
  RebalanceStatus,
  RebalanceTypeLabel,
  type RebalanceReportDetail,
} from '@portal/contract';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useRebalanceReport } from '../api/get-rebalance-report';
import { useMarkRebalanceSeen } from '../api/mark-rebalance-seen';
import { ModelPortfolioTable } from './model-portfolio-table';
import { TaaTable } from './taa-table';

/** Explanatory text by type (spec 3 §2.9 leaves the wording to us). */
const EXPLANATION: Record<RebalanceReportDetail['rebalance_type'], string> = {
  taa:
    'Our investment committee has reviewed the tactical asset allocation (TAA) of your portfolio. ' +
    'For each asset class and investment option, the table shows the strategic asset allocation, ' +
    'the current TAA, the change we propose and the revised TAA, as a share of your portfolio.',
  model_portfolio:
    'Our investment committee has reviewed the model portfolio your account follows. For each ' +
    'holding, the table shows its current target weight, the change we propose and the revised target.',
};
const CANCELLED_NOTE = 'This rebalance has been cancelled: no change will be made to your portfolio.';

/**
 * One rebalance report (spec 3 §2.9). Opening a new one marks it seen; if the server still says
 * it is new afterwards, the history and the dashboard badge are asked again (spec 3 §4).
 */
export function RebalanceReport({ id }: { id: number }) {
  const report = useRebalanceReport(id);
  const markSeen = useMarkRebalanceSeen();
  const marked = useRef<number | null>(null);
  const isNew = report.data?.is_new === true;

  useEffect(() => {
    if (!isNew || marked.current === id) return;
    marked.current = id;
    markSeen.mutate(id);
  }, [id, isNew, markSeen]);

  useEffect(() => {
    // A failed refetch of a report already on screen is only logged (spec 3 §8).
    if (report.isRefetchError) console.warn('Refetching rebalance report failed', report.error);
  }, [report.isRefetchError, report.error]);

  if (report.isPending) return <PageSpinner label="Loading the rebalance report" />;
  if (report.isError && !report.data) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">
          {isApiError(report.error) && report.error.status === 404
            ? 'This rebalance report was not found.'
            : Messages.genericError}
        </Alert>
        <BackLink />
      </Stack>
    );
  }
  const detail = report.data;
  const cancelled = detail.status === RebalanceStatus.cancelled;
  const lines = detail.message.split(/\r?\n/).filter((line) => line.trim() !== '');

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <BackLink />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4">
          {Messages.rebalanceReportHeader}
        </Typography>
        {cancelled && <Chip label={Messages.rebalanceCancelled} color="error" />}
      </Stack>
      <Box>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {detail.account.name} · {RebalanceTypeLabel[detail.rebalance_type]}
        </Typography>
        <Typography color="text.secondary">
          Rebalance date: <time dateTime={detail.date}>{formatDateUnpadded(detail.date)}</time>
        </Typography>
      </Box>
      <Typography>{EXPLANATION[detail.rebalance_type]}</Typography>
      {cancelled && <Alert severity="warning">{CANCELLED_NOTE}</Alert>}
      <Paper variant="outlined">
        {detail.rebalance_type === 'taa' ? <TaaTable data={detail.data} /> : <ModelPortfolioTable data={detail.data} />}
      </Paper>
      {lines.length > 0 && (
        <Box component="section" aria-labelledby="rebalance-commentary">
          <Typography id="rebalance-commentary" component="h2" variant="h6" gutterBottom>
            Commentary
          </Typography>
          {lines.map((line, i) => (
            <Typography key={i} sx={{ mb: 1 }}>
              {line}
            </Typography>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function BackLink() {
  return (
    <Link component={RouterLink} to={paths.rebalance.list.getHref()}>
      Back to {Messages.rebalanceHistoryTitle.toLowerCase()}
    </Link>
  );
}
