import { changePhoneRequestSchema, formatMobile } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SuccessDialog } from '../../../components/ui/dialogs/success-dialog';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useChangePhone } from '../api/change-phone';
import { useConfirmPhone } from '../api/confirm-phone';
import { useResendPhoneConfirmation } from '../api/resend-phone-confirmation';
import { useGuardedWrite } from '../hooks/use-guarded-write';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { ConfirmCodeStep } from './confirm-code-step';

export const NEW_PHONE_LABEL = 'New mobile number';

/**
 * Change the mobile number (document 1 §2 screen 6, §5): step 1 the new number and the password,
 * step 2 the SMS code sent to the new number. A wrong password comes back on its field with what
 * was typed kept; the number changes only once the code is confirmed.
 */
export function ChangePhoneFlow({ doneHref }: { doneHref: string }) {
  const change = useChangePhone();
  const confirm = useConfirmPhone();
  const resend = useResendPhoneConfirmation();
  const countdown = useResendCountdown();
  const guarded = useGuardedWrite();
  const navigate = useNavigate();
  /** The number the code went to (step 2), or null on step 1. */
  const [pending, setPending] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      {pending === null ? (
        <>
          <Typography sx={{ mb: 2 }}>
            We send a code to the new number to make sure it is yours. Your number stays as it is until you enter it.
          </Typography>
          <Form
            schema={changePhoneRequestSchema}
            defaultValues={{ new_phone_number: typed, password: '' }}
            onSubmit={async (values) => {
              setTyped(values.new_phone_number);
              const answer = await guarded(() => change.mutateAsync(values));
              countdown.restart();
              setPending(answer.new_phone_number);
            }}
            aria-label="Change mobile number"
          >
            <TextField
              name="new_phone_number"
              label={NEW_PHONE_LABEL}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              autoFocus
              helperText="An Australian mobile number: 04__ ___ ___"
            />
            <PasswordField name="password" label="Password" />
            <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 1 }}>
              <SubmitButton fullWidth={false}>Send code</SubmitButton>
              <Button variant="outlined" size="large" component={RouterLink} to={doneHref}>
                Cancel
              </Button>
            </Stack>
          </Form>
        </>
      ) : (
        <ConfirmCodeStep
          sentTo={
            <>
              We sent the code by SMS to <strong>{formatMobile(pending)}</strong>.
            </>
          }
          onConfirm={async (code) => setDone((await confirm.mutateAsync({ code })).detail)}
          secondsUntilResend={countdown.secondsLeft}
          resending={resend.isPending}
          onResend={countdown.resendWith(() => resend.mutateAsync({ phone_number: pending }))}
          backLabel="Use another number"
          onBack={() => setPending(null)}
        />
      )}
      <SuccessDialog open={done !== null} onClose={() => void navigate(doneHref)}>
        {done}
      </SuccessDialog>
    </>
  );
}
