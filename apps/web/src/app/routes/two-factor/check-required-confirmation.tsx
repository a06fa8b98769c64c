import { Navigate, useSearchParams } from 'react-router';
import { TwoFactorGuard } from '../../../features/auth/components/two-factor-guard';
import { confirmationTarget } from './confirmation-target';

/**
 * /two-factor-authentication/{channel}/check-required-confirmation/?redirect_url=: asks whether
 * protected writes need a code now (the profile endpoint's security schema is the user's: system
 * or account level), takes one if so, then goes on to redirect_url. The channel comes from the
 * schema, which knows whether the user has a mobile number.
 */
export function CheckRequiredConfirmationRoute() {
  const [search] = useSearchParams();
  const target = confirmationTarget(search);
  return (
    <TwoFactorGuard endpoint="/profiles/my/" cancelHref={target}>
      <Navigate to={target} replace />
    </TwoFactorGuard>
  );
}
