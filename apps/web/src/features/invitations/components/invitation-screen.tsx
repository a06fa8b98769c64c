import { RegistrationInviteStep } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths, QueryParam } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useRegistrationInvite, type InvitationView } from '../api/get-registration-invite';
import { readSignedUp, writeSignedUp } from '../utils/invite-storage';
import { EmailCodeStep } from './email-code-step';
import { EnterCodeStep } from './enter-code-step';
import { InvalidInviteStep, InvitationExpired, InvitationLoadFailed, InvitationNotFound } from './invitation-notices';
import { LoginStep } from './login-step';
import { PhoneCodeStep } from './phone-code-step';
import { PreparedAccountStep } from './prepared-account-step';
import { SignUpStep } from './sign-up-step';
import { WelcomeStep } from './welcome-step';

/**
 * The steps after sign-up, each at its place in the signed-in area. The identity forms carry the
 * invitation's uuid so that, once saved, they come back here and this screen sends the user to
 * whatever step the server moved the invitation to.
 */
const signedInPlace: Partial<Record<string, (uuid: string) => string>> = {
  [RegistrationInviteStep.personal_details]: (uuid) =>
    paths.accountNew.personalDetails.getHref({ [QueryParam.inviteUuid]: uuid }),
  [RegistrationInviteStep.secondary_verification_document]: (uuid) =>
    paths.accountNew.secondaryDocument.getHref({ [QueryParam.inviteUuid]: uuid }),
  [RegistrationInviteStep.contact_details]: (uuid) =>
    paths.accountNew.contactDetailsEdit.getHref({ [QueryParam.inviteUuid]: uuid }),
  [RegistrationInviteStep.additional_details]: (uuid) =>
    paths.accountNew.additionalDetailsEdit.getHref({ [QueryParam.inviteUuid]: uuid }),
  // Registration is done: account setup (document 2) continues in the signed-in area.
  [RegistrationInviteStep.account_create]: () => paths.accountSetup.applyNow.getHref(),
};

/**
 * /invitation/{uuid}/ (document 1 §4 primary invite steps): shows the step the server says. Every
 * step call answers with the invitation as it now stands, which replaces the cached one, so this
 * component only ever chooses by the server's step.
 */
export function InvitationScreen({ uuid }: { uuid: string }) {
  const invite = useRegistrationInvite(uuid);
  const [signedUp, setSignedUp] = useState(() => readSignedUp(uuid));

  if (!invite.data) {
    if (invite.isError) {
      // 400: not even a uuid; 404: unknown. Either way the link is wrong.
      const missing = isApiError(invite.error) && (invite.error.status === 404 || invite.error.status === 400);
      return missing ? <InvitationNotFound /> : <InvitationLoadFailed onRetry={() => void invite.refetch()} />;
    }
    return <PageSpinner label="Loading your invitation" />;
  }

  return (
    <InvitationStep
      invite={invite.data}
      signedUp={signedUp}
      onSignedUp={() => {
        writeSignedUp(uuid);
        setSignedUp(true);
      }}
    />
  );
}

function InvitationStep({
  invite,
  signedUp,
  onSignedUp,
}: {
  invite: InvitationView;
  signedUp: boolean;
  onSignedUp: () => void;
}) {
  const step = invite.registration_step;
  if (step === RegistrationInviteStep.expired) return <InvitationExpired />;
  // "If the invite is already activated, the user goes to account setup" (document 1 §4). This is
  // also what 'login' means once the invitation is used up; still open, 'login' asks to sign in.
  if (invite.is_activated_in_target_application) {
    return <ContinueSignedIn uuid={invite.uuid} to={paths.accountSetup.applyNow.getHref()} />;
  }

  const place = signedInPlace[step];
  if (place) return <ContinueSignedIn uuid={invite.uuid} to={place(invite.uuid)} />;

  switch (step) {
    case RegistrationInviteStep.welcome:
      return <WelcomeStep invite={invite} />;
    case RegistrationInviteStep.enter_code:
      return <EnterCodeStep uuid={invite.uuid} />;
    case RegistrationInviteStep.sign_up:
      // user_created says the account exists; the remembered sign-up covers the moment in between.
      return (invite.user_created || signedUp) && !invite.email_verified ? (
        <EmailCodeStep invite={invite} />
      ) : (
        <SignUpStep invite={invite} onSignedUp={onSignedUp} />
      );
    case RegistrationInviteStep.confirm_phone_number:
      return <PhoneCodeStep invite={invite} />;
    case RegistrationInviteStep.login:
      return <LoginStep invite={invite} />;
    case RegistrationInviteStep.account_fake_create:
    case RegistrationInviteStep.account_activate:
      return (
        <SignedIn uuid={invite.uuid}>
          <PreparedAccountStep invite={invite} />
        </SignedIn>
      );
    default:
      return <InvalidInviteStep />;
  }
}

/**
 * Past sign-up the invitation continues in the signed-in area. A signed-out user (a later visit,
 * another browser) signs in first and comes back here, which then sends them on.
 */
function ContinueSignedIn({ uuid, to }: { uuid: string; to: string }) {
  return (
    <SignedIn uuid={uuid}>
      <Navigate to={to} replace />
    </SignedIn>
  );
}

/** A step taken in the person's own name: a signed-out visitor signs in first and comes back here. */
function SignedIn({ uuid, children }: { uuid: string; children: ReactNode }) {
  const { token } = useSession();
  if (token) return children;
  const back = paths.invitation.getHref({ uuid });
  return <Navigate to={paths.auth.login.getHref({ [QueryParam.redirectUrl]: back })} replace />;
}
