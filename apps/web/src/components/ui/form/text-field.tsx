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
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url';
  endAdornment?: ReactNode;
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
  ...input
}: TextFieldProps) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FieldFrame id={id} label={label} message={message} invalid={Boolean(fieldState.error)} disabled={disabled}>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
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
            'aria-describedby': message ? `${id}-message` : undefined,
          },
        }}
      />
    </FieldFrame>
  );
}
