import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { signOutLocally } from '../../../lib/query-client';
import { AuthLayout } from '../../layouts/auth-layout';

/**
 * Shown instead of the app while the server demands a two-factor code (403 login_2fa_required or
 * permission_denied). The code entry arrives with the next issue; until then the user can go back
 * to login, as the real screen also offers.
 */
export function TwoFactorRequired() {
  const queryClient = useQueryClient();
  return (
    <AuthLayout>
      <ComingSoon title="Two-factor verification" />
      <Button variant="outlined" fullWidth sx={{ mt: 3 }} onClick={() => signOutLocally(queryClient)}>
        Back to login
      </Button>
    </AuthLayout>
  );
}
