import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ADVISOR_MESSAGE_MAX_LENGTH, advisorContactRequestSchema, Messages, type Advisor } from '@portal/contract';
import { useId } from 'react';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useContactAdvisor } from '../api/contact-advisor';

/**
 * "Contact Private Portfolio Manager" (spec 3 §2.7): one required message, Submit and Cancel.
 * A refusal shows on the field or above it and keeps the text; success hands over to `onSent`.
 */
export function ContactAdvisorDialog({
  advisor,
  onClose,
  onSent,
}: {
  advisor: Advisor;
  onClose: () => void;
  onSent: () => void;
}) {
  const titleId = useId();
  const contact = useContactAdvisor(advisor.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{Messages.contactAdvisorTitle}</DialogTitle>
      <Form
        schema={advisorContactRequestSchema}
        defaultValues={{ body: '' }}
        onSubmit={async (values) => {
          await contact.mutateAsync(values);
          onSent();
        }}
        aria-label={Messages.contactAdvisorTitle}
      >
        <DialogContent sx={{ pt: 0 }}>
          <Typography color="text.secondary">
            To {advisor.first_name} {advisor.last_name}, {advisor.role}
          </Typography>
          <TextField
            name="body"
            label="Message"
            multiline
            minRows={5}
            maxLength={ADVISOR_MESSAGE_MAX_LENGTH}
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton fullWidth={false} size="medium">
            Submit
          </SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
