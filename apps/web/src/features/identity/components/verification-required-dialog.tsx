import { Messages } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/**
 * 'Verification required' (document 1 §4): forced after three failed checks. It cannot be closed
 * (no Escape, no click outside); the only way on is to leave the check to a person.
 */
export function VerificationRequiredDialog({
  open,
  skipping,
  onSkip,
}: {
  open: boolean;
  skipping: boolean;
  onSkip: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-describedby={textId} disableEscapeKeyDown>
      <DialogTitle id={titleId}>{Messages.verificationRequiredTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{Messages.detailsNotVerified}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSkip} variant="contained" disabled={skipping} autoFocus>
          Skip verification and continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
