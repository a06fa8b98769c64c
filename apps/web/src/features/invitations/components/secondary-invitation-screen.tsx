import { SecondaryInviteStep } from '@portal/contract';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths, QueryParam } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useSecondaryInvite, type SecondaryInviteView } from '../api/get-secondary-invite';
import { InvalidInviteStep, InvitationExpired, InvitationLoadFailed, InvitationNotFound } from './invitation-notices';
import { SecondaryActivationStep } from './secondary-activation-step';
import { SecondaryCompletedStep, SecondaryReadyStep } from './secondary-done-steps';
import { SecondaryPhoneStep } from './secondary-phone-step';
import { SecondarySetPasswordStep } from './secondary-set-password-step';
import { SecondaryWelcomeStep } from './secondary-welcome-step';

/** The person's own details, each at its form in the signed-in area, which comes back here once saved. */
const detailsForm: Partial<Record<string, (token: string) => string>> = {
  [SecondaryInviteStep.fill_individual_tax]: (token) =>
    paths.accountNew.individualTax.getHref({ [QueryParam.secondaryInvite]: token }),
  [SecondaryInviteStep.personal_details]: (token) =>
    paths.accountNew.personalDetails.getHref({ [QueryParam.secondaryInvite]: token }),
  [SecondaryInviteStep.secondary_verification_document]: (token) =>
    paths.accountNew.secondaryDocument.getHref({ [QueryParam.secondaryInvite]: token }),
  [SecondaryInviteStep.contact_details]: (token) =>
    paths.accountNew.contactDetailsEdit.getHref({ [QueryParam.secondaryInvite]: token }),
  [SecondaryInviteStep.additional_details]: (token) =>
    paths.accountNew.additionalDetailsEdit.getHref({ [QueryParam.secondaryInvite]: token }),
};

/**
 * /invitation-secondary/{token}/ (document 1 §4 secondary invite steps): shows the step the
 * server says. Every step call answers with the invitation as it now stands, which replaces the
 * cached one, so this component only ever chooses by the server's step.
 */
export function SecondaryInvitationScreen({ token }: { token: string }) {
  const invite = useSecondaryInvite(token);
  if (!invite.data) {
    if (invite.isError) {
      const missing = isApiError(invite.error) && (invite.error.status === 404 || invite.error.status === 400);
      return missing ? <InvitationNotFound /> : <InvitationLoadFailed onRetry={() => void invite.refetch()} />;
    }
    return <PageSpinner label="Loading your invitation" />;
  }
  return <SecondaryStep invite={invite.data} token={token} />;
}

function SecondaryStep({ invite, token }: { invite: SecondaryInviteView; token: string }) {
  const form = detailsForm[invite.step];
  if (form) return <ContinueSignedIn token={token} to={form(token)} />;
  switch (invite.step) {
    case SecondaryInviteStep.expired:
      return <InvitationExpired />;
    case SecondaryInviteStep.welcome:
      return <SecondaryWelcomeStep invite={invite} token={token} />;
    case SecondaryInviteStep.password_reset:
      return <SecondarySetPasswordStep invite={invite} token={token} />;
    case SecondaryInviteStep.confirm_phone_number:
      return <SecondaryPhoneStep invite={invite} token={token} />;
    case SecondaryInviteStep.activation:
      return <SecondaryActivationStep invite={invite} token={token} />;
    case SecondaryInviteStep.ready_for_acceptance:
      return <SecondaryReadyStep invite={invite} />;
    case SecondaryInviteStep.completed:
      return <SecondaryCompletedStep invite={invite} />;
    default:
      return <InvalidInviteStep />;
  }
}

/** The details steps are signed in: a signed-out visit (another browser, later) signs in first and comes back. */
function ContinueSignedIn({ token, to }: { token: string; to: string }) {
  const { token: sessionToken } = useSession();
  if (sessionToken) return <Navigate to={to} replace />;
  const back = paths.invitationSecondary.getHref({ token });
  return <Navigate to={paths.auth.login.getHref({ [QueryParam.redirectUrl]: back })} replace />;
}
