import { inviteEmailChangeSchema } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useChangeEmail } from '../api/change-email';
import { useConfirmEmail } from '../api/confirm-email';
import type { InvitationView } from '../api/get-registration-invite';
import { useResendEmailCode } from '../api/resend-email-code';
import { useResend } from '../hooks/use-resend';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { CodeStep } from './code-step';

const CHANGE_TITLE = 'Change e-mail';

/**
 * 'sign_up' once the account exists: the code e-mailed at sign-up. Confirming it makes the server
 * text a code to the mobile, so that countdown starts here.
 */
export function EmailCodeStep({ invite }: { invite: InvitationView }) {
  const confirm = useConfirmEmail(invite.uuid);
  const resend = useResendEmailCode(invite.uuid);
  const countdown = useResendCountdown(invite.uuid, 'email');
  const smsCountdown = useResendCountdown(invite.uuid, 'sms');
  const onResend = useResend(() => resend.mutateAsync(), countdown);
  return (
    <CodeStep
      title="Confirm your e-mail address"
      sentTo={
        <Typography>
          We sent a six-digit code by e-mail to <strong>{invite.email}</strong>.
        </Typography>
      }
      onSubmit={async (values) => {
        await confirm.mutateAsync(values);
        smsCountdown.restart();
      }}
      secondsUntilResend={countdown.secondsLeft}
      resending={resend.isPending}
      onResend={onResend}
      changeLabel={CHANGE_TITLE}
      renderChange={(close) => <ChangeEmailForm uuid={invite.uuid} onChanged={countdown.restart} onClose={close} />}
    />
  );
}

/** A typo in the address the invitation was sent to: corrected before it is confirmed; a new code goes there. */
function ChangeEmailForm({ uuid, onChanged, onClose }: { uuid: string; onChanged: () => void; onClose: () => void }) {
  const change = useChangeEmail(uuid);
  return (
    <Form
      schema={inviteEmailChangeSchema}
      defaultValues={{ email: '' }}
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        onChanged();
        onClose();
      }}
      aria-label={CHANGE_TITLE}
    >
      <TextField name="email" label="New e-mail address" type="email" autoComplete="email" autoFocus />
      <Stack spacing={1} sx={{ mt: 2 }}>
        <SubmitButton>Send code</SubmitButton>
        <Button variant="outlined" fullWidth onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </Form>
  );
}
