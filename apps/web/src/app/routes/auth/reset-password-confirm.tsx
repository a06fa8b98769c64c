import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { PasswordResetConfirmForm } from '../../../features/auth/components/password-reset-confirm-form';
import { paths, QueryParam } from '../../../config/paths';
import { loginNoticeState } from './login-notice';

/** /auth/reset-password-confirm/?token= (logged out only): on success, to login with the server's sentence. */
export function ResetPasswordConfirmRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <Typography component="h1" variant="h4" align="center" gutterBottom>
        Set a new password
      </Typography>
      <PasswordResetConfirmForm
        token={search.get(QueryParam.token)}
        onDone={(detail) =>
          void navigate(paths.auth.login.getHref(), { replace: true, state: loginNoticeState(detail) })
        }
      />
    </>
  );
}
