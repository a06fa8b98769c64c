import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';

type OneField = z.ZodType<Record<string, string>, Record<string, string>>;

/**
 * Correcting where a sign-up code goes (a typo in the e-mail or mobile the invitation was sent
 * to): one field, then the server sends a new code there. `save` throwing puts its errors on the
 * field and keeps what was typed.
 */
export function CorrectDestinationForm({
  title,
  schema,
  name,
  label,
  type,
  save,
  onChanged,
  onClose,
}: {
  title: string;
  schema: OneField;
  name: string;
  label: string;
  type: 'email' | 'tel';
  save: (values: Record<string, string>) => Promise<unknown>;
  onChanged: () => void;
  onClose: () => void;
}) {
  return (
    <Form
      schema={schema}
      defaultValues={{ [name]: '' }}
      onSubmit={async (values) => {
        await save(values);
        onChanged();
        onClose();
      }}
      aria-label={title}
    >
      <TextField name={name} label={label} type={type} autoComplete={type} autoFocus />
      <Stack spacing={1} sx={{ mt: 2 }}>
        <SubmitButton>Send code</SubmitButton>
        <Button variant="outlined" fullWidth onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </Form>
  );
}
