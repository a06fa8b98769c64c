import { ACCEPTED_FILE_EXTENSIONS, FILE_MAX_SIZE_MB, fileUploadProblem, Messages } from '@portal/contract';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { isApiError } from '../../lib/api-error';
import { ConfirmDialog } from './dialogs/confirm-dialog';

const ACCEPT = ACCEPTED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type ListedFile = { id: number; file_name: string };

/**
 * A list of uploaded files with upload, view and delete (spec 2 §2 "a generic file list"). A
 * chosen file is checked with the contract's rule first (type by name, size, not empty) and its
 * problem shown under the button, nothing sent; the server checks again and its refusal shows the
 * same way (`onUpload` rejects with the API's error: its `file` message, else its message). At
 * `maxFiles` the button is disabled and says why. Delete asks 'Are you sure that you want to
 * delete this entry?' first. Each file's buttons are named after it ("View <name>", "Delete <name>").
 */
export function FileList({
  files,
  uploadLabel,
  maxFiles,
  limitReachedMessage,
  emptyMessage,
  emptyFileMessage,
  onUpload,
  onView,
  onDelete,
  maxSizeMb = FILE_MAX_SIZE_MB,
}: {
  files: readonly ListedFile[];
  uploadLabel: string;
  maxFiles: number;
  limitReachedMessage: string;
  emptyMessage: string;
  emptyFileMessage: string;
  /** Resolves once stored; rejects with the message to show. */
  onUpload: (file: File) => Promise<void>;
  onView: (file: ListedFile) => void;
  onDelete: (file: ListedFile) => Promise<void>;
  maxSizeMb?: number;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<ListedFile | null>(null);
  const full = files.length >= maxFiles;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires change again.
    event.target.value = '';
    if (!file) return;
    const refused = file.size === 0 ? emptyFileMessage : fileUploadProblem(file, maxSizeMb);
    setProblem(refused);
    if (refused) return;
    setUploading(true);
    try {
      await onUpload(file);
    } catch (error) {
      // The server's words about the file, else its answer's; never a library's own text.
      setProblem(isApiError(error) ? (error.fieldErrors.file ?? error.message) : Messages.genericError);
    } finally {
      setUploading(false);
    }
  }

  async function confirmDelete() {
    const file = toDelete;
    setToDelete(null);
    if (file) await onDelete(file).catch(() => undefined);
  }

  return (
    <Stack spacing={1}>
      {files.length === 0 ? (
        <Typography color="text.secondary">{emptyMessage}</Typography>
      ) : (
        <List aria-label="Uploaded files" disablePadding>
          {files.map((file) => (
            <ListItem
              key={file.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => onView(file)} aria-label={`View ${file.file_name}`}>
                    View
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setToDelete(file)}
                    aria-label={`Delete ${file.file_name}`}
                  >
                    Delete
                  </Button>
                </Stack>
              }
            >
              <ListItemText primary={file.file_name} sx={{ pr: 18, overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
        {/* One control: a real button that opens the browser's file picker; the input stays hidden. */}
        <Button
          variant="outlined"
          disabled={full || uploading}
          onClick={() => picker.current?.click()}
          aria-describedby={messageId}
        >
          {uploading ? 'Uploading…' : uploadLabel}
        </Button>
        <input
          ref={picker}
          type="file"
          accept={ACCEPT}
          aria-label={uploadLabel}
          onChange={(event) => void choose(event)}
          hidden
        />
      </Stack>
      <FormHelperText id={messageId} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {problem ?? (full ? limitReachedMessage : `PDF, PNG or JPG, up to ${maxSizeMb} MB; at most ${maxFiles} files`)}
      </FormHelperText>
      <ConfirmDialog
        open={toDelete !== null}
        title={Messages.deleteEntryConfirmation}
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete?.file_name}
      </ConfirmDialog>
    </Stack>
  );
}
