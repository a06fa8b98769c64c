import { AuthMessages, Messages } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ErrorScreen } from '../../../components/errors/error-screen';
import { paths, QueryParam } from '../../../config/paths';
import { signInWithJwt } from '../../../features/auth/api/jwt-login';
import { isApiError } from '../../../lib/api-error';
import { sameSiteTarget } from '../../../lib/safe-redirect';

type JwtLoginFailure = { message: string };

/**
 * /auth/jwt-login/?jwt_token=&target_url= (document 1 §2, "JWT login"): signs in with the advisor
 * system's token, keeps its extra permissions and managed user in the session, and goes to
 * target_url when it is on this site (else the start). A loader, so the call runs once per visit
 * and nothing renders before the redirect.
 */
export async function jwtLoginLoader({ request }: LoaderFunctionArgs): Promise<Response | JwtLoginFailure> {
  const search = new URL(request.url).searchParams;
  const jwtToken = search.get(QueryParam.jwtToken);
  if (!jwtToken) return { message: AuthMessages.jwtInvalid };
  try {
    await signInWithJwt(jwtToken);
  } catch (error) {
    return { message: (isApiError(error) && error.detail) || Messages.genericError };
  }
  return redirect(sameSiteTarget(search.get(QueryParam.targetUrl)) ?? paths.home.getHref());
}

/**
 * Only reached when the sign-in failed (document 1 leaves that case open): 'Sorry!' with the
 * server's message and a way to the normal sign-in, never a blank screen.
 */
export function JwtLoginFailed() {
  const { message } = useLoaderData<JwtLoginFailure>();
  return (
    <ErrorScreen title={Messages.sorryTitle} actionLabel="Go to login" actionHref={paths.auth.login.getHref()}>
      <Typography>{message}</Typography>
    </ErrorScreen>
  );
}
