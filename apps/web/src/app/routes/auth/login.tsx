import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useSession } from '../../../lib/session';
import { loginNotice } from './login-notice';

/**
 * /auth/login/: 'Client Portal', e-mail and password (document 1 §2, screen 1). Above the form,
 * why the user is back here when there is a reason (the session expired, the password was reset).
 */
export function LoginRoute() {
  const location = useLocation();
  const { signedOutReason } = useSession();
  const notice = loginNotice(location.state, signedOutReason);
  return (
    <>
      <Typography component="h1" variant="h4" align="center" gutterBottom>
        {Messages.loginTitle}
      </Typography>
      {notice && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <LoginForm />
    </>
  );
}
