import Typography from '@mui/material/Typography';
import { PortalDisclaimer } from '../../../components/disclaimer/portal-disclaimer';
import { GeneratedReports } from '../../../features/reports/components/generated-reports';
import { ReportGenerator } from '../../../features/reports/components/report-generator';

/** Spec 3 §2.10: the generator form, the list "Generated Reports", and the disclaimer. */
export function ReportsRoute() {
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Reports
      </Typography>
      <ReportGenerator />
      <GeneratedReports />
      <PortalDisclaimer />
    </>
  );
}
