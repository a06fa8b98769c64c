import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SuccessDialog } from '../../../components/ui/dialogs/success-dialog';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useGuardedWrite } from '../../../lib/use-guarded-write';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { ConfirmCodeStep } from './confirm-code-step';

/**
 * The two steps every contact change takes (document 1 §2 screen 6): step 1 the new value and
 * the password, step 2 the code sent to the new value, then a success dialog leading to
 * `doneHref`. Going back to step 1 keeps what was typed. The callers say what the value is.
 */
export function ChangeWithCodeFlow({
  doneHref,
  intro,
  renderForm,
  sentTo,
  confirm,
  resend,
  resending,
  backLabel,
}: {
  doneHref: string;
  intro: string;
  /**
   * Step 1's form, given what was typed last time and `send`, which runs the change (behind the
   * two-factor guard) and answers the value the code went to.
   */
  renderForm: (props: {
    typed: string;
    send: (typed: string, change: () => Promise<string>) => Promise<void>;
    actions: ReactNode;
  }) => ReactNode;
  sentTo: (pending: string) => ReactNode;
  /** Confirms the code and answers the sentence to show. */
  confirm: (code: string) => Promise<string>;
  resend: (pending: string) => Promise<unknown>;
  resending: boolean;
  backLabel: string;
}) {
  const countdown = useResendCountdown();
  const guarded = useGuardedWrite();
  const navigate = useNavigate();
  /** The value the code went to (step 2), or null on step 1. */
  const [pending, setPending] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const actions = (
    <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 1 }}>
      <SubmitButton fullWidth={false}>Send code</SubmitButton>
      <Button variant="outlined" size="large" component={RouterLink} to={doneHref}>
        Cancel
      </Button>
    </Stack>
  );

  return (
    <>
      {pending === null ? (
        <>
          <Typography sx={{ mb: 2 }}>{intro}</Typography>
          {renderForm({
            typed,
            actions,
            send: async (value, change) => {
              setTyped(value);
              const sentTo = await guarded(change);
              countdown.restart();
              setPending(sentTo);
            },
          })}
        </>
      ) : (
        <ConfirmCodeStep
          sentTo={sentTo(pending)}
          onConfirm={async (code) => setDone(await confirm(code))}
          secondsUntilResend={countdown.secondsLeft}
          resending={resending}
          onResend={countdown.resendWith(() => resend(pending))}
          backLabel={backLabel}
          onBack={() => setPending(null)}
        />
      )}
      <SuccessDialog open={done !== null} onClose={() => void navigate(doneHref)}>
        {done}
      </SuccessDialog>
    </>
  );
}
