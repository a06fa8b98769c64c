import { useSession } from '../../lib/session';
import { AuthLayout } from './auth-layout';
import { SignedInLayout } from './signed-in-layout';

/**
 * For the few unguarded pages (contact support): the signed-in frame when signed in, else the card.
 * A session still waiting for its login code gets the card too: the app is not open yet.
 */
export function SessionAwareLayout() {
  const { token, twoFactorRequired } = useSession();
  return token && !twoFactorRequired ? <SignedInLayout /> : <AuthLayout />;
}
