import { useSession } from '../../lib/session';
import { AuthLayout } from './auth-layout';
import { SignedInLayout } from './signed-in-layout';

/** For the few unguarded pages (contact support): the signed-in frame when signed in, else the card. */
export function SessionAwareLayout() {
  const { token } = useSession();
  return token ? <SignedInLayout /> : <AuthLayout />;
}
