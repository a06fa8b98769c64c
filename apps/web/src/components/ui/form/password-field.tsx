import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password input with a Show/Hide toggle. The toggle carries visible text (not only an icon) so
 * its accessible name is what a sighted user reads.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <Button size="small" onClick={() => setVisible((v) => !v)} aria-pressed={visible}>
            {visible ? 'Hide' : 'Show'}
          </Button>
        </InputAdornment>
      }
    />
  );
}
