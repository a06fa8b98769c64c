import Typography from '@mui/material/Typography';
import { PasswordResetRequestForm } from '../../../features/auth/components/password-reset-request-form';

/** /auth/reset-password/ (logged out only). */
export function ResetPasswordRoute() {
  return (
    <>
      <Typography component="h1" variant="h4" align="center" gutterBottom>
        Reset password
      </Typography>
      <PasswordResetRequestForm />
    </>
  );
}
