import { changeEmailRequestSchema } from '@portal/contract';
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
import { useChangeEmail } from '../api/change-email';
import { useConfirmEmailByCode } from '../api/confirm-email-by-code';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';
import { useGuardedWrite } from '../hooks/use-guarded-write';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { ConfirmCodeStep } from './confirm-code-step';

export const NEW_EMAIL_LABEL = 'New e-mail address';

/**
 * Change the e-mail address (document 1 §2 screen 6, §5): step 1 the new address and the
 * password, step 2 the six-digit code e-mailed to the new address (the server also offers a link,
 * which the same page confirms from its `token`). The old address is told once it changed.
 */
export function ChangeEmailFlow({ doneHref }: { doneHref: string }) {
  const change = useChangeEmail();
  const confirm = useConfirmEmailByCode();
  const resend = useResendEmailConfirmation();
  const countdown = useResendCountdown();
  const guarded = useGuardedWrite();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      {pending === null ? (
        <>
          <Typography sx={{ mb: 2 }}>
            We send a code to the new address to make sure it is yours. Your e-mail address stays as it is until you
            enter it.
          </Typography>
          <Form
            schema={changeEmailRequestSchema}
            defaultValues={{ new_email: typed, password: '', confirmation_type: 'code' }}
            onSubmit={async (values) => {
              setTyped(values.new_email);
              const answer = await guarded(() => change.mutateAsync({ ...values, confirmation_type: 'code' }));
              countdown.restart();
              setPending(answer.new_email);
            }}
            aria-label="Change e-mail address"
          >
            <TextField name="new_email" label={NEW_EMAIL_LABEL} type="email" autoComplete="email" autoFocus />
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
              We sent the code by e-mail to <strong>{pending}</strong>.
            </>
          }
          onConfirm={async (code) => setDone((await confirm.mutateAsync({ code })).detail)}
          secondsUntilResend={countdown.secondsLeft}
          resending={resend.isPending}
          onResend={countdown.resendWith(() => resend.mutateAsync({ email: pending, confirmation_type: 'code' }))}
          backLabel="Use another address"
          onBack={() => setPending(null)}
        />
      )}
      <SuccessDialog open={done !== null} onClose={() => void navigate(doneHref)}>
        {done}
      </SuccessDialog>
    </>
  );
}
