import { formatMobile, Messages } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { showToast } from '../../../lib/toasts';
import { useConfirmSecondaryPhone } from '../api/confirm-secondary-phone';
import type { SecondaryInviteView } from '../api/get-secondary-invite';
import { useResendSecondaryPhoneCode } from '../api/resend-secondary-phone-code';
import { useResend } from '../hooks/use-resend';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { CodeStep } from './code-step';

/**
 * 'confirm_phone_number': the SMS code sent at set-password. The right code signs the person in
 * and the invitation moves on to their details. The number is the invitation's (read-only).
 */
export function SecondaryPhoneStep({ invite, token }: { invite: SecondaryInviteView; token: string }) {
  const confirm = useConfirmSecondaryPhone(token);
  const resend = useResendSecondaryPhoneCode(token);
  const countdown = useResendCountdown(token, 'sms');
  const onResend = useResend(
    () => resend.mutateAsync(invite.phone_number).then((answer) => showToast(answer.detail, 'success')),
    countdown,
  );
  return (
    <CodeStep
      title={Messages.enterYourCode}
      sentTo={
        <Typography>
          We sent the code by SMS to <strong>{formatMobile(invite.phone_number)}</strong>.
        </Typography>
      }
      onSubmit={(values) =>
        confirm.mutateAsync({ email: invite.email, phone_number: invite.phone_number, code: values.code })
      }
      secondsUntilResend={countdown.secondsLeft}
      resending={resend.isPending}
      onResend={onResend}
    />
  );
}
