import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCappedCount, formatDate, REPORT_BADGE_CAP } from '@portal/contract';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../config/paths';
import { useLatestRebalance } from '../api/get-latest-rebalance';

/**
 * The filter panel's rebalance block (spec 3 §2.2): the last rebalance date linking to that
 * report, a badge with the count of new reports (at most 9 shown), and View History. Shown only
 * once the user has a rebalance report; a failure to load it leaves the panel as it was.
 */
export function RebalanceHistoryBlock() {
  const latest = useLatestRebalance();
  const report = latest.data;
  if (!report) return null;
  const newCount = report.new_count;
  return (
    <Box
      component="section"
      aria-label="Rebalance history"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography variant="body2">
        Last rebalance:{' '}
        <Link component={RouterLink} to={paths.rebalance.report.getHref({ id: report.id })}>
          {formatDate(report.date)}
        </Link>
      </Typography>
      <Badge
        color="primary"
        badgeContent={newCount > 0 ? formatCappedCount(newCount, REPORT_BADGE_CAP) : null}
        slotProps={{ badge: { 'aria-hidden': true, title: `${newCount} new` } }}
      >
        <Button component={RouterLink} to={paths.rebalance.list.getHref()} size="small" variant="outlined">
          View History
        </Button>
      </Badge>
      {newCount > 0 && (
        <Box sx={visuallyHidden}>{`${newCount} new rebalance ${newCount === 1 ? 'report' : 'reports'}`}</Box>
      )}
    </Box>
  );
}
