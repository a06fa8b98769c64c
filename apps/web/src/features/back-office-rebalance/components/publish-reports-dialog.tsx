import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Messages, type RebalancePublishResult } from '@portal/contract';
import { useId, useState } from 'react';
import { FileField } from '../../../components/back-office/file-field';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { usePublishRebalanceReports } from '../api/publish-rebalance-reports';

export const NOT_JSON = 'The file is not valid JSON: choose the report file (one report or an array of them).';

/** “1 created, 0 updated, 0 unchanged.” */
export function publishedText(result: RebalancePublishResult): string {
  return `Published: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged.`;
}

/** A problem's place in the file, as the CLI names it: `[1].data.records[0]` (no `[0]` for a single report). */
function placeOf(field: string, single: boolean): string {
  const place = field
    .replace(/^reports\.?/, '')
    .replace(single ? /^0\.?/ : /^$/, '')
    .replace(/(^|\.)(\d+)(?=\.|$)/g, '[$2]')
    .replace(/\.\[/g, '[');
  return place || 'the top level';
}

/**
 * "Publish reports": the report file the admin CLI takes (one report or an array, format in the
 * server's modules/rebalance/README.md), read in the browser and sent whole. A file with any
 * problem publishes nothing; each problem is listed by its place in the file.
 */
export function PublishReportsDialog({
  open,
  onPublished,
  onCancel,
}: {
  open: boolean;
  onPublished: (message: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const publish = usePublishRebalanceReports();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  async function onSubmit() {
    setProblems([]);
    if (!file) return setFileError(Messages.fieldRequired);
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      return setFileError(NOT_JSON);
    }
    const single = !Array.isArray(content);
    try {
      const result = await publish.mutateAsync(single ? [content] : (content as unknown[]));
      setFile(null);
      onPublished(publishedText(result));
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setProblems([
          ...(error.nonFieldErrors ? [error.nonFieldErrors] : []),
          ...Object.entries(error.fieldErrors).map(([field, message]) => `At ${placeOf(field, single)}: ${message}`),
        ]);
      } else setProblems([errorMessage(error)]);
    }
  }

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Publish reports</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Choose the report file: one report or an array of them, as the admin CLI takes. A report published again
            under the same external id is updated; the account’s people are told.
          </DialogContentText>
          {problems.length > 0 && (
            <Alert severity="error">
              <Stack component="ul" sx={{ m: 0, pl: 2 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </Stack>
            </Alert>
          )}
          <FileField
            label="Report file (JSON)"
            accept=".json,application/json"
            error={fileError}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={publish.isPending} onClick={() => void onSubmit()}>
          Publish
        </Button>
      </DialogActions>
    </Dialog>
  );
}
