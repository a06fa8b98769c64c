import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { loginRequestSchema, useLogin } from '../api/login';

/** E-mail and password. Errors from the server land on the fields or above the form; typed values stay. */
export function LoginForm() {
  const loginMutation = useLogin();
  return (
    <Form
      schema={loginRequestSchema}
      defaultValues={{ email: '', password: '' }}
      onSubmit={(values) => loginMutation.mutateAsync(values)}
      aria-label="Sign in"
    >
      <TextField name="email" label="Email" type="email" autoComplete="username" autoFocus />
      <PasswordField name="password" label="Password" />
      <Stack spacing={2} sx={{ mt: 2 }}>
        <SubmitButton>Sign in</SubmitButton>
        <Link component={RouterLink} to={paths.auth.resetPassword.getHref()} sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Link>
      </Stack>
    </Form>
  );
}
