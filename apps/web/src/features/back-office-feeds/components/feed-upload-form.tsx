import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PORTFOLIO_IMPORT_KIND_LABELS,
  type ImportCheck,
  type ImportProblem,
  type PortfolioImportKind,
  type PortfolioImportResult,
} from '@portal/contract';
import { useState } from 'react';
import { FileField } from '../../../components/back-office/file-field';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { getImportAttempt } from '../api/get-import-attempt';
import { useCheckFeed, useImportFeed } from '../api/upload-feed';
import { ImportReportTable } from './import-report-table';

type Outcome =
  | { severity: 'success' | 'info'; text: string }
  | { severity: 'error'; text: string; problems?: ImportProblem[]; total?: number };

const kindLabel = (kind: PortfolioImportKind) => PORTFOLIO_IMPORT_KIND_LABELS[kind];
const rowsOf = (rows: number) => `${rows} ${rows === 1 ? 'row' : 'rows'}`;

function checkOutcome(check: ImportCheck, fileName: string): Outcome {
  if (check.status === 'valid')
    return {
      severity: 'success',
      text: `${fileName} is valid: ${rowsOf(check.rows)} of ${kindLabel(check.kind).toLowerCase()} would be imported. Nothing was imported.`,
    };
  if (check.status === 'duplicate')
    return { severity: 'info', text: `${fileName} was imported before: importing it again would change nothing.` };
  return {
    severity: 'error',
    text: `${fileName} would be rejected: ${check.problem_count} problems. Nothing was imported.`,
    problems: check.problems,
    total: check.problem_count,
  };
}

function importOutcome(result: PortfolioImportResult, fileName: string): Outcome {
  return result.imported
    ? {
        severity: 'success',
        text: `${fileName} was imported: ${rowsOf(result.rows)} of ${kindLabel(result.kind).toLowerCase()}.`,
      }
    : { severity: 'info', text: `${fileName} was imported before: nothing changed.` };
}

/** The id of the recorded upload a rejection names, when the answer carries one. */
function rejectedImportId(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const id = (error.body as { import_id?: unknown } | undefined)?.import_id;
  return typeof id === 'number' ? id : null;
}

/**
 * Uploads one feed file: "Check only" validates it (nothing imported or recorded), "Import"
 * loads it. The outcome shows below, with a rejected file's report row by row.
 */
export function FeedUploadForm() {
  const [kind, setKind] = useState<PortfolioImportKind>('valuations');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const check = useCheckFeed();
  const load = useImportFeed();
  const busy = check.isPending || load.isPending;

  const withFile = (run: (file: File) => Promise<void>) => () => {
    if (!file) {
      setFileError('Choose a CSV file.');
      return;
    }
    setOutcome(null);
    void run(file);
  };

  const onCheck = withFile(async (chosen) => {
    try {
      setOutcome(checkOutcome(await check.mutateAsync({ kind, file: chosen }), chosen.name));
    } catch (error) {
      setOutcome({ severity: 'error', text: errorMessage(error) });
    }
  });

  const onImport = withFile(async (chosen) => {
    try {
      setOutcome(importOutcome(await load.mutateAsync({ kind, file: chosen }), chosen.name));
    } catch (error) {
      const id = rejectedImportId(error);
      if (id === null) {
        setOutcome({ severity: 'error', text: errorMessage(error) });
        return;
      }
      const text = `${chosen.name} was rejected. Nothing was imported.`;
      try {
        const attempt = await getImportAttempt(id);
        setOutcome({ severity: 'error', text, problems: attempt.problems, total: attempt.problem_count });
      } catch {
        setOutcome({ severity: 'error', text: errorMessage(error) });
      }
    }
  });

  return (
    <Stack component="section" aria-labelledby="feed-upload-heading" spacing={2}>
      <Typography id="feed-upload-heading" component="h2" variant="h6">
        Upload a feed file
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <TextField
          select
          label="File kind"
          size="small"
          value={kind}
          onChange={(event) => setKind(event.target.value as PortfolioImportKind)}
          sx={{ minWidth: 220 }}
        >
          {(Object.entries(PORTFOLIO_IMPORT_KIND_LABELS) as [PortfolioImportKind, string][]).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <FileField
          label="CSV file"
          accept=".csv,text/csv"
          error={fileError}
          onChange={(chosen) => {
            setFile(chosen);
            setFileError(null);
          }}
        />
        <Button variant="outlined" onClick={onCheck} disabled={busy}>
          Check only
        </Button>
        <Button variant="contained" onClick={onImport} disabled={busy}>
          Import
        </Button>
      </Stack>
      {outcome && (
        <Stack spacing={1}>
          <Alert severity={outcome.severity}>{outcome.text}</Alert>
          {outcome.severity === 'error' && outcome.problems && outcome.problems.length > 0 && (
            <ImportReportTable problems={outcome.problems} total={outcome.total ?? outcome.problems.length} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
