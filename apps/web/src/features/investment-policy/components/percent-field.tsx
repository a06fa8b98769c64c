import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldFrame } from '../../../components/ui/form/field-frame';

/** Up to 3 whole digits and 2 decimals, as typed (spec 2 §5: "each percent input is limited to 2 decimals"). */
const PERCENT_AS_TYPED = /^\d{0,3}(\.\d{0,2})?$/;

/**
 * A percentage bound to the surrounding Form, with a % sign after it. A keystroke that would make
 * a third decimal (or a fourth whole digit) is not taken, so the value never needs rounding.
 */
export function PercentField({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  return (
    <FieldFrame id={id} label={label} message={message} invalid={Boolean(message)}>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => {
          const typed = event.target.value.trim();
          if (PERCENT_AS_TYPED.test(typed)) field.onChange(typed);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        endAdornment={<InputAdornment position="end">%</InputAdornment>}
        slotProps={{ input: { inputMode: 'decimal', 'aria-describedby': message ? `${id}-message` : undefined } }}
      />
    </FieldFrame>
  );
}
