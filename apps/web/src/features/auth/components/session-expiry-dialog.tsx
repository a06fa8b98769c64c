import { formatResendCountdown } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export const SESSION_EXPIRY_TITLE = 'Your session is about to expire';

/**
 * The keep-alive modal (document 1 §2 screen 6). The countdown is a timer role: screen readers
 * announce the dialog and its sentence once, not every second.
 */
export function SessionExpiryDialog({
  open,
  secondsLeft,
  staying,
  onStay,
  onSignOut,
}: {
  open: boolean;
  secondsLeft: number;
  staying: boolean;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{SESSION_EXPIRY_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          You have been inactive for a while. For your security you will be signed out in{' '}
          <strong role="timer">{formatResendCountdown(secondsLeft)}</strong>.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>Sign out</Button>
        <Button onClick={onStay} variant="contained" disabled={staying} autoFocus>
          Stay signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
