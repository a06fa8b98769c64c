import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import { Form } from '../ui/form/form';
import { TextField } from '../ui/form/text-field';

export type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * A refusal with its reason: the dialog is the confirmation, the reason is checked by the
 * contract's schema (required), and the server's answer (a field error, a role's 403) shows in it.
 */
export function ReasonDialog({
  open,
  title,
  children,
  confirmLabel,
  schema,
  maxLength,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  schema: ReasonSchema;
  maxLength: number;
  /** Rejecting (an ApiError) puts the server's errors on the form. */
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Form
        schema={schema}
        defaultValues={{ reason: '' }}
        onSubmit={(values) => onSubmit(values.reason)}
        aria-label={title}
        warnOnUnsavedChanges={false}
      >
        {(form) => (
          <>
            <DialogContent>
              <Stack spacing={2}>
                <DialogContentText id={textId}>{children}</DialogContentText>
                <TextField name="reason" label="Reason" multiline minRows={3} maxLength={maxLength} autoFocus />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {confirmLabel}
              </Button>
            </DialogActions>
          </>
        )}
      </Form>
    </Dialog>
  );
}
