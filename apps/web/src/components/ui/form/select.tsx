import MuiSelect from '@mui/material/Select';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldFrame } from './field-frame';

export type SelectOption = { value: string | number; label: string };

/**
 * A select bound to the surrounding Form. It uses the native <select>, so the visible label is
 * the control's whole accessible name (MUI's custom select adds the chosen value to the name) and
 * keyboard and mobile pickers behave as the platform does.
 */
export function Select({
  name,
  label,
  options,
  placeholder = 'Select…',
  helperText,
  disabled,
  numeric,
  onValueChange,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  helperText?: string;
  disabled?: boolean;
  /** Values are ids: the form holds a number (or undefined for the placeholder), not the option's text. */
  numeric?: boolean;
  /** Called after the user picks, so a form can clear what depended on the old choice. */
  onValueChange?: (value: string | number | undefined) => void;
}) {
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
      shrinkLabel
    >
      <MuiSelect
        native
        label={label}
        notched
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => {
          const raw = String(event.target.value);
          const value = numeric ? (raw === '' ? undefined : Number(raw)) : raw;
          field.onChange(value);
          onValueChange?.(value);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        inputProps={{ id, 'aria-describedby': message ? `${id}-message` : undefined }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </MuiSelect>
    </FieldFrame>
  );
}
