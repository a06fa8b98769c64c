import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths, QueryParam } from '../../config/paths';
import { useSession } from '../../lib/session';

const TwoFactorRequired = lazy(() =>
  import('../routes/auth/two-factor-required').then((m) => ({ default: m.TwoFactorRequired })),
);

/**
 * Every page not public or logged-out-only needs a signed-in user. Signed out: to login, keeping
 * where the user was going in redirect_url (or to the account-blocked page when that is why the
 * session ended). When the server demanded a two-factor code, that
 * screen shows instead of the app (document 1 §4); a forced password change shows the change
 * password screen.
 */
export function RequireAuth() {
  const { token, twoFactorRequired, forcePasswordChange, signedOutReason } = useSession();
  const location = useLocation();

  if (!token && signedOutReason === 'blocked') {
    return <Navigate to={paths.errors.accountBlocked.getHref()} replace />;
  }
  if (!token) {
    const target = `${location.pathname}${location.search}${location.hash}`;
    const redirect = target === paths.home.path ? undefined : { [QueryParam.redirectUrl]: target };
    return <Navigate to={paths.auth.login.getHref(redirect)} replace />;
  }
  if (twoFactorRequired) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <TwoFactorRequired />
      </Suspense>
    );
  }
  if (forcePasswordChange && location.pathname !== paths.account.changePassword.path) {
    return <Navigate to={paths.account.changePassword.getHref()} replace />;
  }
  return <Outlet />;
}
