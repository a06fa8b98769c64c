import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { clearCodeRequest } from '../utils/code-request-storage';
import { CodeEntry } from './code-entry';

/**
 * Shown instead of the app while the server demands the login code (403 login_2fa_required or
 * permission_denied; document 1 §4). The code goes by SMS as the screen opens. On success the
 * app comes back and everything that failed for want of the code is asked again.
 */
export function TwoFactorVerification() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  return (
    <CodeEntry
      purpose="login"
      channel="sms"
      onConfirmed={() => {
        clearCodeRequest('login');
        session.setTwoFactorRequired(false);
        void queryClient.invalidateQueries();
      }}
      secondaryAction={
        // Leaving this screen means ending the half-open session, on the server too.
        <Button variant="outlined" fullWidth disabled={logout.isPending} onClick={() => logout.mutate()}>
          Back to login
        </Button>
      }
    />
  );
}
