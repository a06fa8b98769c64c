import { Messages } from '@portal/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { paths, QueryParam } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useActivateUser } from '../api/activate-user';
import type { InvitationView } from '../api/get-registration-invite';
import { StepAction } from './step-action';
import { StepHeading } from './step-heading';

/**
 * 'login' while the invitation is still open: its e-mail address already has a sign-in, so there
 * is nothing to sign up. Signed out, the person signs in and comes back here; signed in, they
 * continue as the person invited, and the server checks that they are.
 */
export function LoginStep({ invite }: { invite: InvitationView }) {
  const { token } = useSession();
  const navigate = useNavigate();
  const activate = useActivateUser(invite.uuid);

  if (!token) {
    const back = paths.invitation.getHref({ uuid: invite.uuid });
    return (
      <>
        <StepHeading>You already have a sign-in</StepHeading>
        <Typography>{Messages.registrationInviteHasSignIn(invite.email)}</Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
          onClick={() => void navigate(paths.auth.login.getHref({ [QueryParam.redirectUrl]: back }))}
        >
          Sign in to continue
        </Button>
      </>
    );
  }

  const refusal = activate.isError ? errorMessage(activate.error) : null;
  return (
    <>
      <StepHeading>Continue your registration</StepHeading>
      <Typography>{Messages.registrationInviteContinueAs(invite.email)}</Typography>
      <StepAction label="Continue" refusal={refusal} disabled={activate.isPending} onClick={() => activate.mutate()} />
    </>
  );
}
