import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  NOTIFICATION_DESCRIPTION_MAX,
  NOTIFICATION_TITLE_MAX,
  NotificationAudience,
  NotificationAudienceLabels,
  NotificationMessages,
  notificationBodyOf,
  operatorNotificationFormSchema,
  type OperatorNotificationCreateInput,
  type OperatorNotificationForm,
  type OperatorNotificationPreview,
} from '@portal/contract';
import { useState } from 'react';
import { ForgetPreviewOnChange } from '../../../components/back-office/forget-preview-on-change';
import { PreviewList } from '../../../components/back-office/preview-list';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { Form } from '../../../components/ui/form/form';
import { RadioGroupField } from '../../../components/ui/form/radio-group-field';
import { TextField } from '../../../components/ui/form/text-field';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { usePreviewNotification } from '../api/preview-notification';
import { useSendNotification } from '../api/send-notification';

const TITLE = 'Notifications';

const EMPTY: OperatorNotificationForm = { audience: 'user', email: '', account: '', title: '', description: '' };

const AUDIENCES = (Object.keys(NotificationAudienceLabels) as NotificationAudience[]).map((value) => ({
  value,
  label: NotificationAudienceLabels[value],
}));

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

function PreviewPanel({ preview }: { preview: OperatorNotificationPreview }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Preview" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Preview
        </Typography>
        <Typography>
          {preview.count === 0 ? 'Nobody would receive this notification.' : `It would reach ${people(preview.count)}.`}
        </Typography>
        <PreviewList
          label="Recipients"
          items={preview.recipients}
          count={preview.count}
          counted={people}
          primary={(r) => r.name || r.email}
          secondary={(r) => r.email}
        />
        <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }} aria-label="As it will appear">
          <Typography sx={{ fontWeight: 600 }}>{preview.title}</Typography>
          {preview.description && <Typography color="text.secondary">{preview.description}</Typography>}
        </Paper>
      </Stack>
    </Paper>
  );
}

/**
 * A notification to one user (by e-mail), an account's members or everyone: Preview shows who
 * it would reach and its text; Send, after a confirmation naming the count, sends exactly what
 * was previewed (everyone with the preview's count, so a changed audience is refused). The form
 * keeps what was typed whatever happens.
 */
export function NotificationForm() {
  const preview = usePreviewNotification();
  const send = useSendNotification();
  const [shown, setShown] = useState<{
    body: OperatorNotificationCreateInput;
    preview: OperatorNotificationPreview;
  } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function onSend() {
    if (!shown) return;
    setConfirming(false);
    setRefusal(null);
    const body =
      shown.body.audience === NotificationAudience.everyone
        ? { ...shown.body, confirm_count: shown.preview.count }
        : shown.body;
    try {
      const result = await send.mutateAsync(body);
      setSent(`Sent to ${people(result.count)}.`);
      setShown(null);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4">
        {TITLE}
      </Typography>
      {sent && (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      )}
      <Form
        schema={operatorNotificationFormSchema}
        defaultValues={EMPTY}
        aria-label="Notification"
        onSubmit={async (values, form) => {
          setRefusal(null);
          setSent(null);
          const body = notificationBodyOf(values);
          try {
            const answer = await preview.mutateAsync(body);
            setShown({ body, preview: answer });
          } catch (error) {
            // Nobody with that address, no account with that number: said on the field itself.
            if (isApiError(error) && error.status === 404 && values.audience !== NotificationAudience.everyone) {
              const field = values.audience === NotificationAudience.user ? 'email' : 'account';
              form.setError(field, { type: 'server', message: error.detail ?? NotificationMessages.unknownEmail });
              return;
            }
            throw error;
          }
        }}
      >
        {(form) => (
          <Stack spacing={2}>
            <ForgetPreviewOnChange setPreview={setShown} />
            <RadioGroupField name="audience" label="Send to" options={AUDIENCES} />
            {form.watch('audience') === NotificationAudience.user && (
              <TextField name="email" label="User’s email" type="email" inputMode="email" maxLength={254} />
            )}
            {form.watch('audience') === NotificationAudience.account && (
              <TextField name="account" label="Account number" inputMode="numeric" maxLength={10} />
            )}
            <TextField name="title" label="Title" maxLength={NOTIFICATION_TITLE_MAX} />
            <TextField name="description" label="Text" multiline minRows={3} maxLength={NOTIFICATION_DESCRIPTION_MAX} />
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
                Preview
              </Button>
              <Button
                variant="contained"
                disabled={!shown || shown.preview.count === 0 || send.isPending}
                onClick={() => setConfirming(true)}
              >
                Send
              </Button>
            </Stack>
          </Stack>
        )}
      </Form>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {shown && <PreviewPanel preview={shown.preview} />}
      <ConfirmDialog
        open={confirming && shown !== null}
        title="Send this notification?"
        confirmLabel="Send"
        onConfirm={() => void onSend()}
        onCancel={() => setConfirming(false)}
      >
        {shown ? `“${shown.preview.title}” goes to ${people(shown.preview.count)} at once.` : ''}
      </ConfirmDialog>
    </Stack>
  );
}
