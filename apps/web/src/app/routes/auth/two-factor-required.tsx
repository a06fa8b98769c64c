import { TwoFactorVerification } from '../../../features/auth/components/two-factor-verification';
import { AuthLayout } from '../../layouts/auth-layout';

/**
 * Shown by the signed-in guard instead of the app while the server demands the login code
 * (document 1 §4); it disappears by itself once the code is confirmed.
 */
export function TwoFactorRequired() {
  return (
    <AuthLayout>
      <TwoFactorVerification />
    </AuthLayout>
  );
}
