import { ACCEPTED_FILE_EXTENSIONS, fileUploadProblem, Messages } from '@portal/contract';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { useDeletePersonalDocument } from '../api/delete-personal-document';
import { useUploadPersonalDocument } from '../api/upload-personal-document';

const ACCEPT = ACCEPTED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * A copy of an identity document. The file is uploaded as soon as it is chosen and the form holds
 * only its id (what the detail's `document_file` is). Type and size are checked first with the
 * contract's rule, and the server's own refusal (field `file`) shows on this field the same way.
 */
export function FileUploadField({
  name,
  label,
  currentFileName,
}: {
  name: string;
  label: string;
  /** The name of a file saved earlier, shown until another is chosen. */
  currentFileName?: string | undefined;
}) {
  const { control, setError, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [fileName, setFileName] = useState(currentFileName ?? null);
  const upload = useUploadPersonalDocument();
  const remove = useDeletePersonalDocument();
  const messageId = useId();
  const picker = useRef<HTMLInputElement>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires change again.
    event.target.value = '';
    if (!file) return;
    const problem = fileUploadProblem(file);
    if (problem) {
      setError(name, { type: 'client', message: problem });
      return;
    }
    clearErrors(name);
    try {
      const uploaded = await upload.mutateAsync(file);
      field.onChange(uploaded.id);
      setFileName(uploaded.file_name);
    } catch (error) {
      const message = isApiError(error) ? (error.fieldErrors.file ?? error.message) : Messages.genericError;
      setError(name, { type: 'server', message });
    }
  }

  function removeFile() {
    const id = field.value as unknown;
    // Only a file uploaded on this visit is deleted; a saved one stays until the detail changes.
    if (typeof id === 'number' && fileName !== currentFileName) remove.mutate(id);
    field.onChange(null);
    setFileName(null);
  }

  return (
    <FormControl error={Boolean(fieldState.error)} margin="normal" fullWidth>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {/* One control: a real button that opens the browser's file picker. The file input itself
            is hidden, so it is neither a second, invisible tab stop nor a control nested in one. */}
        <Button
          variant="outlined"
          disabled={upload.isPending}
          onClick={() => picker.current?.click()}
          aria-describedby={messageId}
        >
          {upload.isPending ? 'Uploading…' : label}
        </Button>
        <input
          ref={picker}
          type="file"
          name={field.name}
          accept={ACCEPT}
          onChange={(event) => void choose(event)}
          hidden
        />
        {fileName && (
          <>
            <Typography variant="body2">{fileName}</Typography>
            <Button size="small" onClick={removeFile} aria-label={`Remove ${fileName}`}>
              Remove
            </Button>
          </>
        )}
      </Stack>
      <FormHelperText id={messageId}>{fieldState.error?.message ?? 'PDF, PNG or JPG, up to 10 MB'}</FormHelperText>
    </FormControl>
  );
}
