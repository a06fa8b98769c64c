import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import type { SecondaryInviteView } from '../api/get-secondary-invite';
import { useSetSecondaryPassword } from '../api/set-secondary-password';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { ForbiddenDialog } from './forbidden-dialog';
import { PasswordSetupForm } from './password-setup-form';

/**
 * 'password_reset' (document 1 §7 set-password). The server then sends an SMS code, so its
 * countdown starts here. A 403 opens the Forbidden modal with the admin contact.
 */
export function SecondarySetPasswordStep({ invite, token }: { invite: SecondaryInviteView; token: string }) {
  const setPassword = useSetSecondaryPassword(token);
  const smsCountdown = useResendCountdown(token, 'sms');
  const [forbidden, setForbidden] = useState<{ message: string | undefined; adminEmail: string | null } | null>(null);
  return (
    <>
      <PasswordSetupForm
        title="Set your password"
        tenantName={invite.application.name}
        email={invite.email}
        phoneNumber={invite.phone_number}
        submitLabel="Set password"
        onSubmit={async (values) => {
          try {
            // The link came by e-mail: the address is proven; the phone is confirmed next.
            await setPassword.mutateAsync({ ...values, skip_email_verification: true });
            smsCountdown.restart();
          } catch (error) {
            if (!isApiError(error) || error.status !== 403) throw error;
            const body = error.body as { admin_email?: string | null } | null;
            setForbidden({ message: error.detail, adminEmail: body?.admin_email ?? null });
          }
        }}
      />
      <ForbiddenDialog
        open={forbidden !== null}
        message={forbidden?.message}
        adminEmail={forbidden?.adminEmail ?? null}
        onClose={() => setForbidden(null)}
      />
    </>
  );
}
