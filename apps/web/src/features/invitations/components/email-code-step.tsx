import { inviteEmailChangeSchema } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { useChangeEmail } from '../api/change-email';
import { useConfirmEmail } from '../api/confirm-email';
import type { InvitationView } from '../api/get-registration-invite';
import { useResendEmailCode } from '../api/resend-email-code';
import { useResend } from '../hooks/use-resend';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { CodeStep } from './code-step';
import { CorrectDestinationForm } from './correct-destination-form';

const CHANGE_TITLE = 'Change e-mail';

/**
 * 'sign_up' once the account exists: the code e-mailed at sign-up. Confirming it makes the server
 * text a code to the mobile, so that countdown starts here.
 */
export function EmailCodeStep({ invite }: { invite: InvitationView }) {
  const change = useChangeEmail(invite.uuid);
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
      renderChange={(close) => (
        <CorrectDestinationForm
          title={CHANGE_TITLE}
          schema={inviteEmailChangeSchema}
          name="email"
          label="New e-mail address"
          type="email"
          save={(values) => change.mutateAsync({ email: values.email ?? '' })}
          onChanged={countdown.restart}
          onClose={close}
        />
      )}
    />
  );
}
