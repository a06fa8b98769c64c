import { Messages } from '@portal/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignOut } from '../../../features/auth/hooks/use-sign-out';
import { useInvitationReturn } from './invitation-return';

/**
 * /account-new/finish-later (spec 2 §2 'Finish later'): the person stops between an invitation's
 * steps. Each step is saved as it is completed and the invitation keeps its place, so its link
 * brings them back to the step they stopped at.
 */
export function FinishLaterRoute() {
  const back = useInvitationReturn();
  const { signOut, isPending, confirmDialog } = useSignOut();
  if (!back) return <Navigate to={paths.accountNew.details.getHref()} replace />;
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {Messages.finishLater}
      </Typography>
      <Paper sx={{ p: 3, maxWidth: 720 }}>
        <Typography gutterBottom>
          The steps you have completed are saved. When you are ready, open the link in your invitation e-mail again: you
          will carry on from the step you stopped at.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={back.href}>
            Continue now
          </Button>
          <Button variant="outlined" onClick={signOut} disabled={isPending}>
            Sign out
          </Button>
        </Stack>
      </Paper>
      {confirmDialog}
    </>
  );
}
