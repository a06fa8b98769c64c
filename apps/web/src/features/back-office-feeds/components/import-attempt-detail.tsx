import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDateTime,
  IMPORT_ATTEMPT_STATUS_LABELS,
  Messages,
  PORTFOLIO_IMPORT_KIND_LABELS,
  type ImportAttemptDetail,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useImportAttempt } from '../api/get-import-attempt';
import { ImportReportTable } from './import-report-table';

function Facts({ attempt }: { attempt: ImportAttemptDetail }) {
  const facts: [string, string][] = [
    ['Kind', PORTFOLIO_IMPORT_KIND_LABELS[attempt.kind]],
    ['Status', IMPORT_ATTEMPT_STATUS_LABELS[attempt.status]],
    ['Rows', String(attempt.rows)],
    ['Problems', String(attempt.problem_count)],
    ['Size', `${attempt.size_bytes} bytes`],
    ['Uploaded', formatDateTime(attempt.created_at)],
    ['By', attempt.actor],
    ['SHA-256', attempt.sha256],
  ];
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {facts.map(([term, value]) => (
        <Stack key={term} direction="row" spacing={1}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, minWidth: 100 }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** One feed upload: what was sent, by whom, what became of it, and its validation report row by row. */
export function ImportAttemptDetailView({ importId }: { importId: number }) {
  const query = useImportAttempt(importId);
  const back = (
    <Link component={RouterLink} to={paths.backOffice.imports.getHref()}>
      Back to data feeds
    </Link>
  );
  if (query.isPending) return <CircularProgress aria-label="Loading the import" />;
  if (query.isError)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">
          {isApiError(query.error) && query.error.status === 404
            ? 'No import has this id.'
            : Messages.somethingWentWrongTryAgain}
        </Alert>
      </Stack>
    );
  const attempt = query.data;
  return (
    <Stack spacing={2}>
      {back}
      <Typography component="h1" variant="h4">
        Import of {attempt.file_name}
      </Typography>
      <Facts attempt={attempt} />
      <Typography component="h2" variant="h6">
        Validation report
      </Typography>
      {attempt.problems.length === 0 ? (
        <Typography>
          No problems: {attempt.status === 'duplicate' ? 'this file was imported before.' : 'every row was valid.'}
        </Typography>
      ) : (
        <ImportReportTable problems={attempt.problems} total={attempt.problem_count} />
      )}
    </Stack>
  );
}
