import { Messages } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useId } from 'react';

/**
 * The Forbidden modal of document 1 §8 (a 403 on set-password): the server's message, then
 * 'Please, contact admin at' with the tenant's admin contact, or 'Oops something went wrong'
 * when there is none.
 */
export function ForbiddenDialog({
  open,
  message,
  adminEmail,
  onClose,
}: {
  open: boolean;
  message: string | undefined;
  adminEmail: string | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{Messages.forbiddenTitle}</DialogTitle>
      <DialogContent>
        {message && <DialogContentText gutterBottom>{message}</DialogContentText>}
        <DialogContentText>
          {adminEmail ? (
            <>
              {Messages.forbiddenContactAdmin} <Link href={`mailto:${adminEmail}`}>{adminEmail}</Link>
            </>
          ) : (
            Messages.forbiddenFallback
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {Messages.ok}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
