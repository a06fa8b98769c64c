import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldFrame } from '../../../components/ui/form/field-frame';

/**
 * A whole number bound to the surrounding Form as a number (the contract's settings are numbers);
 * an empty box is no value, which the schema names. Shows its validation or server error under it.
 */
export function NumberField({
  name,
  label,
  unit,
  helperText,
}: {
  name: string;
  label: string;
  unit?: string;
  helperText?: string;
}) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message ?? helperText;
  return (
    <FieldFrame id={id} label={label} message={message} invalid={Boolean(fieldState.error)}>
      <OutlinedInput
        id={id}
        label={label}
        type="number"
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        endAdornment={unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined}
        slotProps={{
          input: { step: 1, 'aria-describedby': message ? `${id}-message` : undefined },
        }}
      />
    </FieldFrame>
  );
}
