import {
  accountProductLabel,
  BankAccountMessages,
  ChangeRequestKindLabels,
  formatDate,
  OPEN_CHANGE_REQUEST_STATUSES,
  type ChangeRequest,
  type MaskedBankDetails,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { DetailList } from '../../../components/ui/detail-list';
import { useCancelChangeRequest } from '../api/cancel-change-request';
import { useConfirmChangeRequest } from '../api/confirm-change-request';
import { useDeclineChangeRequest } from '../api/decline-change-request';
import { BankDetailsList } from './bank-details-list';
import { DoneScreen } from './done-screen';

/**
 * A bank change request as a member reviews it (spec 2 §2 review screens, §4 "another member
 * confirms or declines; the initiator can only submit or cancel", §6): who asked, the details (old
 * and new side by side for an edit), where it stands and who it still waits for. The buttons
 * follow what the server says the caller may do; a request no longer open shows only its status.
 */
export function ChangeRequestReview({ request }: { request: ChangeRequest }) {
  const confirm = useConfirmChangeRequest();
  const decline = useDeclineChangeRequest();
  const cancel = useCancelChangeRequest();
  const [done, setDone] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const busy = confirm.isPending || decline.isPending || cancel.isPending;
  const failure = confirm.error ?? decline.error ?? cancel.error;

  if (done) return <DoneScreen title="Thank you" lines={[done]} accountId={request.account.id} />;

  const open = OPEN_CHANGE_REQUEST_STATUSES.includes(request.status);
  const initiator = `${request.initiator.first_name} ${request.initiator.last_name}`;

  function reset() {
    confirm.reset();
    decline.reset();
    cancel.reset();
  }

  async function answer(action: () => Promise<unknown>, message: string) {
    reset();
    try {
      await action();
      setDone(message);
    } catch {
      // The mutation's error shows above the buttons.
    }
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 960 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h4">
          {ChangeRequestKindLabels[request.kind]}
        </Typography>
        <Typography>
          {request.initiator.is_current_user ? 'You requested this' : `Requested by ${initiator}`} on{' '}
          {formatDate(request.created_at)} for {request.account.name}.
        </Typography>
        {request.product && <Typography>Product: {accountProductLabel(request.product)}</Typography>}
        <RequestDetails request={request} />
        <DetailList
          items={[
            { label: 'Status', value: request.status_display },
            { label: 'Waiting for', value: open ? request.waiting_for.join(', ') : '' },
            {
              label: 'Confirmations',
              value: `${request.confirmations_received} of ${request.confirmations_required}`,
            },
          ]}
        />
        <Alert severity="info">{BankAccountMessages.portfolioManagerApproves}</Alert>
        {failure && <Alert severity="error">{failure.message}</Alert>}
        {open && (request.can_confirm || request.can_decline || request.can_cancel) && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {request.can_confirm && (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => void answer(() => confirm.mutateAsync(request.id), BankAccountMessages.requestConfirmed)}
              >
                Confirm
              </Button>
            )}
            {request.can_decline && (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setDeclining(true)}>
                Decline
              </Button>
            )}
            {request.can_cancel && (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => setCancelling(true)}>
                Cancel request
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <DeclineDialog
        open={declining}
        onClose={() => setDeclining(false)}
        onDecline={(reason) => {
          setDeclining(false);
          void answer(
            () => decline.mutateAsync({ requestId: request.id, reason }),
            BankAccountMessages.requestDeclined,
          );
        }}
      />
      <ConfirmDialog
        open={cancelling}
        title="Cancel this request?"
        confirmLabel="Cancel request"
        cancelLabel="Keep request"
        onCancel={() => setCancelling(false)}
        onConfirm={() => {
          setCancelling(false);
          void answer(() => cancel.mutateAsync(request.id), BankAccountMessages.requestCancelled);
        }}
      >
        The bank account stays as it is and the other members are no longer asked.
      </ConfirmDialog>
    </Paper>
  );
}

/** What the request changes: the new account, the account to remove, or both sides of an edit or a link. */
function RequestDetails({ request }: { request: ChangeRequest }) {
  const { old_data: before, new_data: after } = request;
  if (before && after) {
    const [beforeTitle, afterTitle] =
      request.kind === 'link' ? ['Linked now', 'To be linked'] : ['Current details', 'New details'];
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <DetailsPart title={beforeTitle} details={before} />
        <DetailsPart title={afterTitle} details={after} />
      </Box>
    );
  }
  const only = after ?? before;
  return only ? <DetailsPart title="Bank account" details={only} /> : null;
}

function DetailsPart({ title, details }: { title: string; details: MaskedBankDetails }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography component="h2" variant="h6" id={headingId} gutterBottom>
        {title}
      </Typography>
      <BankDetailsList details={details} />
    </Box>
  );
}

/** Decline with an optional reason the other members and the portfolio manager can read. */
function DeclineDialog({
  open,
  onClose,
  onDecline,
}: {
  open: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Decline this request?</DialogTitle>
      <DialogContent>
        <DialogContentText>The bank account stays as it is.</DialogContentText>
        <TextField
          label="Reason (optional)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" onClick={() => onDecline(reason.trim())}>
          Decline request
        </Button>
      </DialogActions>
    </Dialog>
  );
}
