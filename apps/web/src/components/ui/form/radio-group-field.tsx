import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

export type RadioOption<V extends string> = { value: V; label: string };

/**
 * One choice among a few, bound to the surrounding Form: the question is the radio group's
 * accessible name, each option's label its radio's, and the field's error is the group's
 * description. Arrow keys move between the options, as the platform does.
 */
export function RadioGroupField<V extends string>({
  name,
  label,
  options,
  row,
  onValueChange,
}: {
  name: string;
  label: string;
  options: readonly RadioOption<V>[];
  row?: boolean;
  /** Called after the user picks, so a form can clear what depended on the old choice. */
  onValueChange?: (value: V) => void;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl error={Boolean(fieldState.error)} margin="normal" fullWidth>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => {
          const value = event.target.value as V;
          field.onChange(value);
          onValueChange?.(value);
        }}
        aria-labelledby={labelId}
        aria-describedby={fieldState.error ? helperId : undefined}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
