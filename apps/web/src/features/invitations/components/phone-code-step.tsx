import { formatMobile, invitePhoneSchema, Messages } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useChangePhone } from '../api/change-phone';
import { useConfirmPhone } from '../api/confirm-phone';
import type { InvitationView } from '../api/get-registration-invite';
import { useResendPhoneCode } from '../api/resend-phone-code';
import { useResend } from '../hooks/use-resend';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { CodeStep } from './code-step';

const CHANGE_TITLE = 'Change mobile number';

/**
 * 'confirm_phone_number' (document 1 §2 screen 3, phone confirmation): 'Enter your code', sent by
 * SMS to the formatted number. The right code signs the new user in (the hook stores the key) and
 * the invitation moves on to its next step.
 */
export function PhoneCodeStep({ invite }: { invite: InvitationView }) {
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
      renderChange={(close) => <ChangePhoneForm uuid={invite.uuid} onChanged={countdown.restart} onClose={close} />}
    />
  );
}

/** A wrong number on the invitation: corrected here, and the code goes to the new one. */
function ChangePhoneForm({ uuid, onChanged, onClose }: { uuid: string; onChanged: () => void; onClose: () => void }) {
  const change = useChangePhone(uuid);
  return (
    <Form
      schema={invitePhoneSchema}
      defaultValues={{ phone_number: '' }}
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        onChanged();
        onClose();
      }}
      aria-label={CHANGE_TITLE}
    >
      <TextField name="phone_number" label="New mobile number" type="tel" autoComplete="tel" autoFocus />
      <Stack spacing={1} sx={{ mt: 2 }}>
        <SubmitButton>Send code</SubmitButton>
        <Button variant="outlined" fullWidth onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </Form>
  );
}
