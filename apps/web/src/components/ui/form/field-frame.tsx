import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { ReactNode } from 'react';

/**
 * Label, control and message, wired so the visible label is the control's accessible name and the
 * message is its description. Built from MUI's parts rather than TextField: TextField always
 * brings Select, Menu, Popover and Modal with it, which the sign-in page does not need.
 */
export function FieldFrame({
  id,
  label,
  message,
  invalid,
  disabled,
  shrinkLabel,
  children,
}: {
  id: string;
  label: string;
  /** The error when there is one, else the hint. */
  message: ReactNode;
  invalid: boolean;
  disabled?: boolean;
  shrinkLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={invalid} disabled={disabled}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {children}
      {message && (
        // A disabled field's message says why ('Choose a gender first'): information the person
        // needs, so it keeps the readable hint colour instead of MUI's faded disabled one.
        <FormHelperText id={`${id}-message`} sx={{ '&.Mui-disabled:not(.Mui-error)': { color: 'text.secondary' } }}>
          {message}
        </FormHelperText>
      )}
    </FormControl>
  );
}
