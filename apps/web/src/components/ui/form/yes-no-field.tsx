import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/**
 * A required yes/no question bound to the surrounding Form: null until answered, so "not
 * answered" can be told from "no". The question is the radio group's accessible name.
 */
export function YesNoField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  const helperId = useId();
  const value = field.value === true ? 'yes' : field.value === false ? 'no' : '';
  return (
    <FormControl error={Boolean(fieldState.error)} margin="normal" fullWidth>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value === 'yes')}
        aria-labelledby={labelId}
        aria-describedby={fieldState.error ? helperId : undefined}
      >
        <FormControlLabel value="yes" control={<Radio inputRef={field.ref} onBlur={field.onBlur} />} label="Yes" />
        <FormControlLabel value="no" control={<Radio onBlur={field.onBlur} />} label="No" />
      </RadioGroup>
      {fieldState.error && <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
