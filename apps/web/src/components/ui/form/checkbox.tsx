import MuiCheckbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/** A checkbox bound to the surrounding Form; its visible label is its accessible name. */
export function Checkbox({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const helperId = useId();
  return (
    <FormControl error={Boolean(fieldState.error)} margin="dense" fullWidth>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <MuiCheckbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: fieldState.error ? { 'aria-describedby': helperId, 'aria-invalid': true } : {} }}
          />
        }
      />
      {fieldState.error && <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
