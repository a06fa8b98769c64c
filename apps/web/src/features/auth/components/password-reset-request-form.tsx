import { passwordResetRequestSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';

/**
 * /auth/reset-password/: e-mail in, then the server's sentence, which is the same whether or not
 * the address has an account (so the page tells nobody who is a client).
 */
export function PasswordResetRequestForm() {
  const reset = useRequestPasswordReset();
  const backToLogin = (
    <Link component={RouterLink} to={paths.auth.login.getHref()} sx={{ alignSelf: 'center' }}>
      Back to login
    </Link>
  );

  if (reset.isSuccess) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" role="status">
          {reset.data.detail}
        </Alert>
        {backToLogin}
      </Stack>
    );
  }

  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Enter the e-mail address you sign in with and we will send you a link to reset your password.
      </Typography>
      <Form
        schema={passwordResetRequestSchema}
        defaultValues={{ email: '' }}
        onSubmit={(values) => reset.mutateAsync(values)}
        aria-label="Reset password"
        warnOnUnsavedChanges={false}
      >
        <TextField name="email" label="Email" type="email" autoComplete="username" autoFocus />
        <Stack spacing={2} sx={{ mt: 2 }}>
          <SubmitButton>Send reset link</SubmitButton>
          {backToLogin}
        </Stack>
      </Form>
    </>
  );
}
