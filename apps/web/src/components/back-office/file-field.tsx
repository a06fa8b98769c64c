import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

/**
 * A file to send (a document, a report file, a feed), chosen with the browser's own control: its
 * label, the types it accepts, and the problem with it read out with the field.
 */
export function FileField({
  label,
  accept,
  error,
  onChange,
}: {
  label: string;
  accept: string;
  error: string | null;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const helpId = useId();
  return (
    <Stack spacing={0.5}>
      <FormLabel htmlFor={id} error={Boolean(error)}>
        {label}
      </FormLabel>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? helpId : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {error && (
        <FormHelperText id={helpId} error>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
