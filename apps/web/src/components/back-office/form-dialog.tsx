import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { Form, type FormSchema } from '../ui/form/form';

/**
 * A back-office form in a dialog (a new invitation, a refusal's reason): named by its title, the
 * fields checked by the contract's schema, Cancel and the submit button; the server's errors show
 * in it, on their fields, with what was typed.
 */
export function FormDialog<S extends FormSchema>({
  open,
  title,
  description,
  schema,
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  /** What submitting does, above the fields. */
  description?: ReactNode;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  submitLabel: string;
  /** Rejecting (an ApiError) puts the server's errors on the form. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : textId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Form
        schema={schema}
        defaultValues={defaultValues}
        onSubmit={(values) => onSubmit(values)}
        aria-label={title}
        warnOnUnsavedChanges={false}
      >
        {(form) => (
          <>
            <DialogContent>
              {/* A field first needs room above it for its label; a description does not. */}
              <Stack spacing={2} sx={description === undefined ? { pt: 1 } : undefined}>
                {description !== undefined && <DialogContentText id={textId}>{description}</DialogContentText>}
                {children}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {submitLabel}
              </Button>
            </DialogActions>
          </>
        )}
      </Form>
    </Dialog>
  );
}
