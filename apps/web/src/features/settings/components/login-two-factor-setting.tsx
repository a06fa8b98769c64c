import { AuthMessages, ErrorCode, Messages } from '@portal/contract';
import { useState } from 'react';
import { InstantSwitch } from '../../../components/ui/form/instant-switch';
import { SuccessDialog } from '../../../components/ui/dialogs/success-dialog';
import { isApiError } from '../../../lib/api-error';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { useTwoFactorGuard } from '../../../lib/two-factor-guard-context';
import { useUpdateLoginTwoFactor } from '../api/update-login-two-factor';

export const LOGIN_TWO_FACTOR_LABEL = 'Login two-factor authentication';

/**
 * The login two-factor switch of the settings page (document 1 §4 "Settings"): saves as soon as
 * it is toggled; turning it on shows the success dialog, turning it off a confirmation toast, a
 * failure 'Something went wrong. Please try again.' When the server wants a fresh code first (the
 * last one is older than its window), the two-factor guard around the page asks for it.
 */
export function LoginTwoFactorSetting({ enabled, staff = false }: { enabled: boolean; staff?: boolean }) {
  const update = useUpdateLoginTwoFactor();
  const guard = useTwoFactorGuard();
  const [successOpen, setSuccessOpen] = useState(false);

  return (
    <>
      <InstantSwitch
        label={LOGIN_TWO_FACTOR_LABEL}
        hint={
          // Staff can act for every client: the server keeps their login two-factor on.
          staff
            ? AuthMessages.staffKeepTwoFactor
            : 'When on, signing in also asks for a six-digit code sent to your mobile.'
        }
        checked={update.isPending ? update.variables : enabled}
        pending={update.isPending}
        locked={staff && enabled}
        onToggle={(checked) =>
          update.mutate(checked, {
            onSuccess: (profile) => {
              if (profile.login_two_factor_auth_enabled) setSuccessOpen(true);
              else showToast(Messages.settingsSaved, 'success');
            },
            onError: (error) => {
              if (isApiError(error) && error.code === ErrorCode.actionConfirmationRequired) {
                guard.requireConfirmation();
                return;
              }
              showErrorToast(Messages.somethingWentWrongTryAgain);
            },
          })
        }
      />
      <SuccessDialog open={successOpen} onClose={() => setSuccessOpen(false)}>
        {Messages.settingsSaved}
      </SuccessDialog>
    </>
  );
}
