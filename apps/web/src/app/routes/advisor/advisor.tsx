import Typography from '@mui/material/Typography';
import { AdvisorPage } from '../../../features/advisors/components/advisor-page';

/** Spec 3 §2.7, at paths.advisor (the menu's "Advisor"). */
export function AdvisorRoute() {
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Private Portfolio Manager
      </Typography>
      <AdvisorPage />
    </>
  );
}
