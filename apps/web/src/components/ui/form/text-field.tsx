import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldFrame } from './field-frame';

export type TextFieldProps = {
  name: string;
  /** Visible label, which is also the input's accessible name. */
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  multiline?: boolean;
  minRows?: number;
  /** A fixed height in lines for a multiline field (a comments box of 4 rows). */
  rows?: number;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url';
  endAdornment?: ReactNode;
  /** Shown before the value inside the box (the '$' of an amount). */
  startAdornment?: ReactNode;
  /** Keeps the label above the box: date and month inputs show their own placeholder. */
  shrinkLabel?: boolean;
  /** Bounds of a date, month or number input (e.g. a date of birth's max is today). */
  min?: string;
  max?: string;
};

/** A text input bound to the surrounding Form by name; shows its validation or server error under it. */
export function TextField({
  name,
  label,
  helperText,
  disabled,
  readOnly,
  maxLength,
  inputMode,
  shrinkLabel,
  min,
  max,
  ...input
}: TextFieldProps) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FieldFrame
      id={id}
      label={label}
      message={message}
      invalid={Boolean(fieldState.error)}
      disabled={disabled}
      shrinkLabel={shrinkLabel}
    >
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrinkLabel}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        slotProps={{
          input: {
            readOnly,
            maxLength,
            inputMode,
            min,
            max,
            'aria-describedby': message ? `${id}-message` : undefined,
          },
        }}
      />
    </FieldFrame>
  );
}
