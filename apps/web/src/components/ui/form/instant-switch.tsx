import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId, type ReactNode } from 'react';

/**
 * A setting that saves the moment it is toggled (document 1 §4 "Settings"): while the save runs
 * it shows the value asked for and is disabled; the hint below is its description.
 */
export function InstantSwitch({
  label,
  hint,
  checked,
  pending,
  locked = false,
  onToggle,
}: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  pending: boolean;
  /** Not the user's to change (the hint says why). */
  locked?: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const hintId = useId();
  return (
    <>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={checked}
            disabled={pending || locked}
            slotProps={{ input: { 'aria-describedby': hintId } }}
            onChange={(event) => onToggle(event.target.checked)}
          />
        }
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {hint}
      </FormHelperText>
    </>
  );
}
