import { Messages, twoFactorConfirmSchema, type TwoFactorChannel } from '@portal/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CodeField, VerifyCodeButton } from '../../../components/ui/code/code-field';
import { CodeHelp } from '../../../components/ui/code/code-help';
import { ResendCodeButton } from '../../../components/ui/code/resend-code-button';
import { Form } from '../../../components/ui/form/form';
import { paths } from '../../../config/paths';
import { useConfirmActionCode } from '../api/confirm-action-code';
import { useConfirmLoginCode } from '../api/confirm-login-code';
import { useCodeRequest } from '../hooks/use-code-request';
import type { CodePurpose } from '../utils/code-request-storage';

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
        <CodeField />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <VerifyCodeButton />
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
      <CodeHelp />
    </>
  );
}
