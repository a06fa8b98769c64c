import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { useSession } from '../../../lib/session';

/**
 * /account/change-password/. When the server demands a change (force_password_change), the
 * signed-in guard keeps the user here until it is done or they sign out; after a forced change
 * they continue to the start.
 */
export function ChangePasswordRoute() {
  const { forcePasswordChange } = useSession();
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Change password
      </Typography>
      <ChangePasswordForm
        forced={forcePasswordChange}
        onChanged={() => {
          if (forcePasswordChange) void navigate(paths.home.getHref(), { replace: true });
        }}
      />
    </Box>
  );
}
