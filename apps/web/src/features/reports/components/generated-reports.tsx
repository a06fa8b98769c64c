import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime, Messages, reportTypesLabel, type GeneratedReport } from '@portal/contract';
import { useId, useState, type ReactNode } from 'react';
import { showErrorToast } from '../../../lib/toasts';
import { getReportFile } from '../api/get-report-file';
import { useReports } from '../api/get-reports';
import { useMarkReportRead } from '../api/mark-report-read';

/** "Generated Reports" (spec 3 §2.10): newest first, each with its status, NEW badge and details. */
export function GeneratedReports() {
  const reports = useReports();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {Messages.generatedReportsTitle}
      </Typography>
      {reports.isPending && <CircularProgress aria-label="Loading reports" size={24} />}
      {reports.isSuccess && reports.data.results.length === 0 && (
        <Typography color="text.secondary">{Messages.noReportsGenerated}</Typography>
      )}
      {reports.isSuccess && reports.data.results.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {reports.data.results.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ReportCard({ report }: { report: GeneratedReport }) {
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const detailsId = useId();
  const markRead = useMarkReportRead();

  const view = async () => {
    // Opened before the download starts: a window opened after an await counts as a pop-up.
    const target = window.open('', '_blank');
    try {
      const blob = await getReportFile(report.link!);
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      if (target) target.location.href = url;
      else window.location.assign(url);
      if (report.is_new) markRead.mutate(report.id);
    } catch {
      target?.close();
      showErrorToast(Messages.genericError);
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {report.name}
        </Typography>
        {report.is_new && <Chip label={Messages.reportNewBadge} color="primary" size="small" />}
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(report.load_datetime)}
        </Typography>
        {report.status === 'ready' && (
          <Link component="button" type="button" onClick={() => void view()}>
            View
          </Link>
        )}
        {report.status === 'pending' && <CircularProgress size={20} aria-label="Generating" />}
        {report.status === 'failed' && (
          <Typography color="error" variant="body2">
            {Messages.reportFailed}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={detailsId}
        sx={{ mt: 1, px: 0 }}
      >
        Details
      </Button>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          <Detail term="Account">
            {report.accounts.map((a) => a.name).join(', ')}
            {report.combine_accounts ? ` (${Messages.allAccountsCombined.toLowerCase()})` : ''}
          </Detail>
          <Detail term="Investment options">
            {report.investment_options.map((o) => o.label).join(', ')}
            {report.combine_investment_options ? ` (${Messages.allInvestmentOptionsCombined.toLowerCase()})` : ''}
          </Detail>
          <Detail term="Report type">{reportTypesLabel(report.report_types)}</Detail>
          <Detail term="Period">{`${formatDate(report.start_date)} – ${formatDate(report.end_date)}`}</Detail>
          {report.creator && (
            <Detail term={Messages.generatedBy}>{`${report.creator.first_name} ${report.creator.last_name}`}</Detail>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}
