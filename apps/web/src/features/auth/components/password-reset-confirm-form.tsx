import { AuthMessages, passwordSetupSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useResetTokenValidity } from '../api/check-reset-token';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { NewPasswordFields } from './new-password-fields';

/**
 * /auth/reset-password-confirm/?token=: checks the link as the page opens, then New password,
 * Repeat password and the checklist. `onDone` gets the server's sentence (the route goes to
 * login with it).
 */
export function PasswordResetConfirmForm({
  token,
  onDone,
}: {
  token: string | null;
  onDone: (detail: string) => void;
}) {
  const validity = useResetTokenValidity(token);
  const confirm = useConfirmPasswordReset();

  if (token && validity.isPending) return <PageSpinner label="Checking your link" />;
  if (!token || !validity.data?.is_valid) {
    // The link is dead (or the check failed): said plainly, with the way to a new one.
    return (
      <Stack spacing={3}>
        <Alert severity="error">{AuthMessages.tokenInvalid}</Alert>
        <Link component={RouterLink} to={paths.auth.resetPassword.getHref()} sx={{ alignSelf: 'center' }}>
          Request a new link
        </Link>
      </Stack>
    );
  }

  return (
    <Form
      schema={passwordSetupSchema}
      defaultValues={{ new_password1: '', new_password2: '' }}
      onSubmit={async (values, form) => {
        const answer = await confirm.mutateAsync({ ...values, token });
        form.reset(values);
        onDone(answer.detail);
      }}
      aria-label="Set a new password"
    >
      <NewPasswordFields />
      <Stack spacing={2}>
        <SubmitButton>Set new password</SubmitButton>
        <Link component={RouterLink} to={paths.auth.login.getHref()} sx={{ alignSelf: 'center' }}>
          Back to login
        </Link>
      </Stack>
    </Form>
  );
}
