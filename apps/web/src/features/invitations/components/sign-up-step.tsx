import { isApiError } from '../../../lib/api-error';
import type { InvitationView } from '../api/get-registration-invite';
import { useSignUp } from '../api/sign-up';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { PasswordSetupForm } from './password-setup-form';

/**
 * 'sign_up' before the account exists (document 1 §5 "Sign-up"). On success the server sends an
 * e-mail code, so its resend countdown starts here.
 */
export function SignUpStep({ invite, onSignedUp }: { invite: InvitationView; onSignedUp: () => void }) {
  const signUp = useSignUp(invite.uuid);
  const emailCountdown = useResendCountdown(invite.uuid, 'email');
  return (
    <PasswordSetupForm
      title="Create your account"
      tenantName={invite.application.name}
      email={invite.email}
      phoneNumber={invite.phone_number}
      submitLabel="Sign up"
      onSubmit={async (values) => {
        try {
          await signUp.mutateAsync(values);
          emailCountdown.restart();
        } catch (error) {
          if (!isAccountAlreadyCreated(error)) throw error;
        }
        onSignedUp();
      }}
    />
  );
}

/**
 * At step sign_up the only error the server gives without naming a field is "already done": the
 * account was created earlier (another tab, another browser, storage cleared) and only the
 * e-mail code is missing. Go on to the code entry, where a new code can be asked for.
 */
function isAccountAlreadyCreated(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    Object.keys(error.fieldErrors).length === 0 &&
    error.nonFieldErrors !== undefined
  );
}
