import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * An invitation step's one action: why it was refused, if it was, above its full-width button
 * (disabled while the call is on its way, or until the step's condition is met).
 */
export function StepAction({
  label,
  refusal = null,
  disabled,
  onClick,
}: {
  label: string;
  refusal?: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <>
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      )}
      <Button variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={disabled} onClick={onClick}>
        {label}
      </Button>
    </>
  );
}
