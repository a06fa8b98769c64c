import { Messages } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { LoginForm } from '../../../features/auth/components/login-form';

/** /auth/login/: 'Client Portal', e-mail and password (document 1 §2, screen 1). */
export function LoginRoute() {
  return (
    <>
      <Typography component="h1" variant="h4" align="center" gutterBottom>
        {Messages.loginTitle}
      </Typography>
      <LoginForm />
    </>
  );
}
