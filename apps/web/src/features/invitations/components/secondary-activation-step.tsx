import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { paths, QueryParam } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useActivateSecondaryInvite } from '../api/activate-secondary-invite';
import type { SecondaryInviteView } from '../api/get-secondary-invite';
import { StepAction } from './step-action';
import { StepHeading } from './step-heading';

/**
 * 'activation': the person already has a sign-in. Signed out, they sign in and come back here;
 * signed in, they accept, and the server checks they are the person invited.
 */
export function SecondaryActivationStep({ invite, token }: { invite: SecondaryInviteView; token: string }) {
  const { token: sessionToken } = useSession();
  const activate = useActivateSecondaryInvite(token, invite.uuid);
  if (!sessionToken) {
    const back = paths.invitationSecondary.getHref({ token });
    return <Navigate to={paths.auth.login.getHref({ [QueryParam.redirectUrl]: back })} replace />;
  }
  return (
    <>
      <StepHeading>Accept the invitation</StepHeading>
      <Typography gutterBottom>
        Join {invite.primary_user_full_name}’s account{invite.account_name ? ` ${invite.account_name}` : ''} as the
        person invited: {invite.first_name} {invite.last_name} ({invite.email}).
      </Typography>
      <StepAction
        label="Accept invitation"
        refusal={
          activate.isError && `The invitation could not be accepted. Check that you are signed in as ${invite.email}.`
        }
        disabled={activate.isPending}
        onClick={() => activate.mutate()}
      />
    </>
  );
}
