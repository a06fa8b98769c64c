import { Navigate, Outlet, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { safeRedirect } from '../../lib/safe-redirect';
import { useSession } from '../../lib/session';

/**
 * Login, raw login and password reset are for signed-out users only. A signed-in user goes to
 * redirect_url when the link carried one, else to the start. This is also how a successful
 * login moves on: storing the token re-renders this guard.
 */
export function LoggedOutOnly() {
  const { token } = useSession();
  const [search] = useSearchParams();
  if (token) return <Navigate to={safeRedirect(search) ?? paths.home.getHref()} replace />;
  return <Outlet />;
}
