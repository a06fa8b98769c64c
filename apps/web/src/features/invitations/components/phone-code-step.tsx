import { formatMobile, invitePhoneSchema, Messages } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { useChangePhone } from '../api/change-phone';
import { useConfirmPhone } from '../api/confirm-phone';
import type { InvitationView } from '../api/get-registration-invite';
import { useResendPhoneCode } from '../api/resend-phone-code';
import { useResend } from '../hooks/use-resend';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { CodeStep } from './code-step';
import { CorrectDestinationForm } from './correct-destination-form';

const CHANGE_TITLE = 'Change mobile number';

/**
 * 'confirm_phone_number' (document 1 §2 screen 3, phone confirmation): 'Enter your code', sent by
 * SMS to the formatted number. The right code signs the new user in (the hook stores the key) and
 * the invitation moves on to its next step.
 */
export function PhoneCodeStep({ invite }: { invite: InvitationView }) {
  const change = useChangePhone(invite.uuid);
  const confirm = useConfirmPhone(invite.uuid);
  const resend = useResendPhoneCode(invite.uuid);
  const countdown = useResendCountdown(invite.uuid, 'sms');
  const onResend = useResend(() => resend.mutateAsync({ phone_number: invite.phone_number }), countdown);
  return (
    <CodeStep
      title={Messages.enterYourCode}
      sentTo={
        <Typography>
          We sent the code by SMS to <strong>{formatMobile(invite.phone_number)}</strong>.
        </Typography>
      }
      onSubmit={(values) => confirm.mutateAsync(values)}
      secondsUntilResend={countdown.secondsLeft}
      resending={resend.isPending}
      onResend={onResend}
      changeLabel={CHANGE_TITLE}
      renderChange={(close) => (
        <CorrectDestinationForm
          title={CHANGE_TITLE}
          schema={invitePhoneSchema}
          name="phone_number"
          label="New mobile number"
          type="tel"
          save={(values) => change.mutateAsync({ phone_number: values.phone_number ?? '' })}
          onChanged={countdown.restart}
          onClose={close}
        />
      )}
    />
  );
}
