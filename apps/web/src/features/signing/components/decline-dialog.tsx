import { declineEnvelopeSchema, SIGNING_DECLINE_REASON_MAX } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useDeclineEnvelope } from '../api/decline-envelope';

export const DECLINE_REASON_LABEL = 'Reason for declining';

/** Decline on the signing page (issue #21 item 3): asks why, since a decline stops signing for everyone. */
export function DeclineDialog({
  token,
  open,
  onClose,
  onDeclined,
}: {
  token: string;
  open: boolean;
  onClose: () => void;
  onDeclined: () => void;
}) {
  const decline = useDeclineEnvelope(token);
  const titleId = useId();
  const formId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Decline to sign</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Declining stops signing for everyone asked to sign these documents, and they will be told.
        </DialogContentText>
        <Form
          id={formId}
          schema={declineEnvelopeSchema}
          defaultValues={{ reason: '' }}
          aria-label="Decline to sign"
          warnOnUnsavedChanges={false}
          onSubmit={async (values) => {
            await decline.mutateAsync(values);
            onDeclined();
          }}
        >
          <TextField
            name="reason"
            label={DECLINE_REASON_LABEL}
            multiline
            minRows={3}
            maxLength={SIGNING_DECLINE_REASON_MAX}
          />
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={onClose}>Cancel</Button>
            <SubmitButton fullWidth={false} size="medium">
              Decline signing
            </SubmitButton>
          </DialogActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
