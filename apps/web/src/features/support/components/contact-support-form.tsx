import {
  contactSupportFormSchema,
  contactSupportWithEmailFormSchema,
  Messages,
  SUPPORT_QUERY_MAX_LENGTH,
  type ContactUsResponse,
} from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { SuccessDialog } from '../../../components/ui/dialogs/success-dialog';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useContactUs } from '../api/contact-us';

export const DESCRIPTION_LABEL = 'How can we help?';

/**
 * The support form (document 1 §2 screen 4): the e-mail only when the caller says it is needed
 * (signed out, or a profile without one), the question, Submit and Cancel. Success opens a dialog
 * with the server's title and detail ('Thank you!' / 'We will contact you shortly' by default);
 * closing it, like Cancel, leaves through `onDone`.
 */
export function ContactSupportForm({ askForEmail, onDone }: { askForEmail: boolean; onDone: () => void }) {
  const contact = useContactUs();
  const [answer, setAnswer] = useState<ContactUsResponse | null>(null);
  const fields = (
    <>
      {askForEmail && <TextField name="email" label="Email" type="email" autoComplete="email" />}
      <TextField
        name="description"
        label={DESCRIPTION_LABEL}
        multiline
        minRows={5}
        helperText={`Up to ${SUPPORT_QUERY_MAX_LENGTH} characters. Please do not include passwords or codes.`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <SubmitButton fullWidth={false}>Submit</SubmitButton>
        <Button variant="outlined" size="large" onClick={onDone}>
          Cancel
        </Button>
      </Stack>
    </>
  );
  const send = async (values: { email?: string; description: string }, form: { reset: () => void }) => {
    setAnswer(await contact.mutateAsync(values));
    // Sent: nothing is left unsaved, so leaving asks no question.
    form.reset();
  };

  return (
    <>
      {askForEmail ? (
        <Form
          schema={contactSupportWithEmailFormSchema}
          defaultValues={{ email: '', description: '' }}
          onSubmit={send}
          aria-label="Contact support"
        >
          {fields}
        </Form>
      ) : (
        <Form
          schema={contactSupportFormSchema}
          defaultValues={{ description: '' }}
          onSubmit={send}
          aria-label="Contact support"
        >
          {fields}
        </Form>
      )}
      <SuccessDialog open={answer !== null} onClose={onDone} title={answer?.title || Messages.thankYouTitle}>
        {answer?.detail || Messages.weWillContactYouShortly}
      </SuccessDialog>
    </>
  );
}
