import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReferenceImportPreview } from '@portal/contract';
import { useState } from 'react';
import { FileField } from '../../../components/back-office/file-field';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { PageSection } from '../../../components/ui/page-section';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useImportReferenceData } from '../api/import-reference-data';
import { usePreviewReferenceImport } from '../api/preview-reference-import';

const SECTION_LABEL: Record<string, string> = {
  note_types: 'Note types',
  applications: 'Products by application',
  asset_allocation_categories: 'Allocation categories',
  investment_options: 'Allocation options',
  sources_of_funds: 'Sources of funds',
  accounting_methods: 'Accounting methods',
  industries: 'Industry classification',
};

/** A refused file: each bad entry by its path in the file, as the server names it. */
function problemsOf(error: unknown): string[] {
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
    return [
      ...Object.entries(error.fieldErrors).map(([path, message]) => `${path}: ${message}`),
      ...(error.nonFieldErrors ? [error.nonFieldErrors] : []),
    ];
  return [errorMessage(error)];
}

function changeLines(preview: ReferenceImportPreview): string[] {
  return Object.entries(preview.sections).flatMap(([name, s]) => {
    const parts = [
      s.added.length > 0 ? `added ${s.added.join(', ')}` : null,
      s.updated.length > 0 ? `changed ${s.updated.join(', ')}` : null,
      s.removed.length > 0 ? `removed ${s.removed.join(', ')}` : null,
    ].filter(Boolean);
    return parts.length > 0 ? [`${SECTION_LABEL[name] ?? name}: ${parts.join('; ')}`] : [];
  });
}

/**
 * "Import reference data": choose a JSON file, see what it would change (nothing is written), then
 * confirm the import. A bad file lists each problem by its path in the file.
 */
export function ReferenceImport({ mayImport }: { mayImport: boolean }) {
  const previewCall = usePreviewReferenceImport();
  const importCall = useImportReferenceData();
  const [file, setFile] = useState<{ name: string; content: unknown } | null>(null);
  const [preview, setPreview] = useState<ReferenceImportPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function onChoose(chosen: File | null) {
    setPreview(null);
    setProblems([]);
    setOutcome(null);
    setFile(null);
    if (!chosen) return;
    let content: unknown;
    try {
      content = JSON.parse(await chosen.text()) as unknown;
    } catch {
      setProblems([`${chosen.name} is not JSON.`]);
      return;
    }
    setFile({ name: chosen.name, content });
    try {
      setPreview(await previewCall.mutateAsync(content));
    } catch (error) {
      setProblems(problemsOf(error));
    }
  }

  async function onConfirm() {
    setConfirming(false);
    if (!file) return;
    try {
      await importCall.mutateAsync(file.content);
      setOutcome(`Imported ${file.name}.`);
      setFile(null);
      setPreview(null);
    } catch (error) {
      setProblems(problemsOf(error));
    }
  }

  if (!mayImport) return null;
  const lines = preview ? changeLines(preview) : [];
  return (
    <PageSection title="Import reference data">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          The file replaces the reference data whole (the layout of npm run admin -- reference show). You see what it
          would change before anything is written.
        </Typography>
        <FileField
          label="Reference file (JSON)"
          accept="application/json,.json"
          error={null}
          onChange={(chosen) => void onChoose(chosen)}
        />
        {outcome && (
          <Alert severity="success" role="status">
            {outcome}
          </Alert>
        )}
        {problems.length > 0 && (
          <Alert severity="error">
            <Typography>Nothing was imported.</Typography>
            <List dense disablePadding>
              {problems.map((p) => (
                <ListItem key={p} disableGutters>
                  <ListItemText primary={p} />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        {preview && file && (
          <Stack spacing={1} aria-label="What the import would change" role="region">
            <Typography component="h3" variant="subtitle1">
              What importing {file.name} would change
            </Typography>
            {lines.length === 0 ? (
              <Typography>Nothing: the file holds what the portal holds.</Typography>
            ) : (
              <List dense>
                {lines.map((line) => (
                  <ListItem key={line}>
                    <ListItemText primary={line} />
                  </ListItem>
                ))}
              </List>
            )}
            <div>
              <Button
                variant="contained"
                onClick={() => setConfirming(true)}
                disabled={lines.length === 0 || importCall.isPending}
              >
                Import
              </Button>
            </div>
          </Stack>
        )}
        <ConfirmDialog
          open={confirming}
          title="Import the reference data?"
          confirmLabel="Import"
          onConfirm={() => void onConfirm()}
          onCancel={() => setConfirming(false)}
        >
          {`The reference data becomes what ${file?.name ?? 'the file'} holds.`}
        </ConfirmDialog>
      </Stack>
    </PageSection>
  );
}
