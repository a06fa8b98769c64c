import { authCodeSchema, Messages, twoFactorConfirmSchema, type TwoFactorChannel } from '@portal/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useApplication } from '../../../lib/branding/application-context';
import { useConfirmActionCode } from '../api/confirm-action-code';
import { useConfirmLoginCode } from '../api/confirm-login-code';
import { useCodeRequest } from '../hooks/use-code-request';
import type { CodePurpose } from '../utils/code-request-storage';
import { ResendCodeButton } from './resend-code-button';

export const CODE_FIELD_LABEL = 'Verification code';

const channelWords: Record<TwoFactorChannel, string> = { sms: 'SMS', email: 'e-mail' };

/**
 * Six-digit code entry shared by the sign-in two-factor screen, the two-factor guard and the
 * action-confirmation routes (document 1 §2 screens 2 and 3, §4). It sends the code itself as it
 * opens, says why and where it went, checks the code with the contract's rule (Verify stays
 * disabled until six digits are typed), puts the server's answer on the field, and offers Resend
 * with its countdown, then a contact-support link once a code was resent.
 */
export function CodeEntry({
  purpose,
  channel,
  onConfirmed,
  secondaryAction,
}: {
  purpose: CodePurpose;
  channel: TwoFactorChannel;
  onConfirmed: () => void;
  /** 'Back to login' on the sign-in screen, 'Cancel' elsewhere. */
  secondaryAction: ReactNode;
}) {
  const { configuration } = useApplication();
  const request = useCodeRequest(purpose, channel);
  const confirmLogin = useConfirmLoginCode();
  const confirmAction = useConfirmActionCode();
  const confirm = purpose === 'login' ? confirmLogin : confirmAction;
  const { record } = request;

  return (
    <>
      <Typography component="h1" variant="h4" align="center" gutterBottom>
        {Messages.enterYourCode}
      </Typography>
      {record ? (
        <Box sx={{ mb: 1 }}>
          <Typography gutterBottom>{record.detail}</Typography>
          <Typography>
            We sent the code by {channelWords[record.channel]} to <strong>{record.destination}</strong>.
          </Typography>
        </Box>
      ) : (
        request.isSending && <Typography role="status">Sending your code…</Typography>
      )}
      <Form
        schema={twoFactorConfirmSchema}
        defaultValues={{ code: '' }}
        onSubmit={async (values) => {
          await confirm.mutateAsync(values);
          onConfirmed();
        }}
        aria-label={Messages.enterYourCode}
        warnOnUnsavedChanges={false}
      >
        <TextField
          name="code"
          label={CODE_FIELD_LABEL}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
        />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <VerifyButton />
          <ResendCodeButton
            secondsLeft={request.secondsUntilResend}
            sending={request.isSending}
            onResend={request.resend}
          />
          {record && record.sends > 1 && (
            <Link component={RouterLink} to={paths.account.contactSupport.getHref()} sx={{ alignSelf: 'center' }}>
              {Messages.needHelpContactSupport}
            </Link>
          )}
          {secondaryAction}
        </Stack>
      </Form>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
        Trouble with your code? Write to{' '}
        <Link href={`mailto:${configuration.support_email}`}>{configuration.support_email}</Link>
      </Typography>
    </>
  );
}

/** Disabled until the field holds a code the contract accepts (document 1 §5). */
function VerifyButton() {
  const code: unknown = useWatch({ name: 'code' });
  const valid = authCodeSchema.safeParse(code).success;
  return <SubmitButton disabled={!valid}>Verify</SubmitButton>;
}
