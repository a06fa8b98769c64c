import { Messages, type FlatPageTarget } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useFlatPageForTarget } from './get-flat-page';
import { MarkdownContent } from './markdown-content';

/**
 * The flat-page modal (document 1 §2 screen 6): a page such as the terms, read in a dialog over
 * the form that links to it, so nothing typed there is lost.
 */
export function FlatPageDialog({
  target,
  open,
  onClose,
}: {
  target: FlatPageTarget;
  open: boolean;
  onClose: () => void;
}) {
  const page = useFlatPageForTarget(target, { enabled: open });
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{page.data?.title ?? 'Loading…'}</DialogTitle>
      {/* The page scrolls inside the dialog: focusable, so the keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {page.isPending ? (
          <CircularProgress aria-label="Loading the page" />
        ) : page.isError ? (
          <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
        ) : (
          <MarkdownContent>{page.data.content}</MarkdownContent>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
