import Typography from '@mui/material/Typography';
import { Dashboard } from '../../../features/dashboard/components/dashboard';

/** Spec 3 §2.1. The rebalance history block joins the filter panel with the rebalance issue. */
export function DashboardRoute() {
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Dashboard
      </Typography>
      <Dashboard />
    </>
  );
}
