import Typography from '@mui/material/Typography';
import { Dashboard } from '../../../features/dashboard/components/dashboard';
import { RebalanceHistoryBlock } from '../../../features/dashboard/components/rebalance-history-block';

/** Spec 3 §2.1, with the rebalance history block in the filter panel (§2.2). */
export function DashboardRoute() {
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Dashboard
      </Typography>
      <Dashboard rebalanceHistorySlot={<RebalanceHistoryBlock />} />
    </>
  );
}
