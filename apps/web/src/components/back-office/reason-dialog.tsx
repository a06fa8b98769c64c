import type { ReactNode } from 'react';
import type { z } from 'zod';
import { TextField } from '../ui/form/text-field';
import { FormDialog } from './form-dialog';

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
  return (
    <FormDialog
      open={open}
      title={title}
      description={children}
      schema={schema}
      defaultValues={{ reason: '' }}
      submitLabel={confirmLabel}
      onSubmit={(values) => onSubmit(values.reason)}
      onCancel={onCancel}
    >
      <TextField name="reason" label="Reason" multiline minRows={3} maxLength={maxLength} autoFocus />
    </FormDialog>
  );
}
