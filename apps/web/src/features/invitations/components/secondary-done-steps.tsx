import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import type { SecondaryInviteView } from '../api/get-secondary-invite';
import { StepHeading } from './step-heading';

/** "On completion or activation the user goes to login or, if already logged in, into the portal." */
function OnwardButton() {
  const { token } = useSession();
  const navigate = useNavigate();
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      sx={{ mt: 3 }}
      onClick={() => void navigate(token ? paths.home.getHref() : paths.auth.login.getHref())}
    >
      {token ? 'Go to the portal' : 'Sign in'}
    </Button>
  );
}

/** 'ready_for_acceptance': the person's part is done; the application continues with the primary user. */
export function SecondaryReadyStep({ invite }: { invite: SecondaryInviteView }) {
  return (
    <>
      <StepHeading>Thank you, {invite.first_name}</StepHeading>
      <Typography gutterBottom>
        Your details are complete. {invite.primary_user_full_name} and {invite.application.name} can now go ahead with
        the account{invite.account_name ? ` ${invite.account_name}` : ''}. We will be in touch if we need anything else.
      </Typography>
      <OnwardButton />
    </>
  );
}

/** 'completed': the invitation has been accepted on the account. */
export function SecondaryCompletedStep({ invite }: { invite: SecondaryInviteView }) {
  return (
    <>
      <StepHeading>Invitation accepted</StepHeading>
      <Typography gutterBottom>
        You are on the account{invite.account_name ? ` ${invite.account_name}` : ''} with {invite.application.name}.
      </Typography>
      <OnwardButton />
    </>
  );
}
