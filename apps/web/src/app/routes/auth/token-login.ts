import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths, QueryParam } from '../../../config/paths';
import { session } from '../../../lib/session';

/**
 * /auth/token-login/?app_id=..&token=.. (document 1 §2, "Token login"): store them and go to the
 * index; with neither, go to login. `app_id` becomes the Application-Id header (so the branding
 * refetches for that tenant); `token` is taken as the auth token issued elsewhere.
 * Runs as a loader so nothing renders before the redirect.
 */
export function tokenLoginLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const tenantId = search.get(QueryParam.appId);
  const token = search.get(QueryParam.token);
  if (!tenantId && !token) return redirect(paths.auth.login.getHref());
  if (tenantId) session.setTenantId(tenantId);
  if (token) session.signIn(token);
  return redirect(paths.home.getHref());
}
