import Typography from '@mui/material/Typography';
import { BackOfficeDashboard } from '../../../features/back-office-dashboard/components/back-office-dashboard';

/** /back-office/: the staff dashboard, the back office's first page (issue #23 item 4). */
export function BackOfficeDashboardRoute() {
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Staff dashboard
      </Typography>
      <BackOfficeDashboard />
    </>
  );
}
