import { useParams, useSearchParams } from 'react-router';
import { SignResult } from '../../../features/signing/components/sign-result';
import { useSession } from '../../../lib/session';

/**
 * /sign-result/{id}?event= and /change-requests/sign-callback/{id}/?event= (spec 2 §2, §4): public,
 * because a signer from the local signing page's e-mailed link may not be signed in.
 */
export function SignResultRoute() {
  const raw = useParams().signUrlChangeRequestId;
  const [search] = useSearchParams();
  const { token, twoFactorRequired } = useSession();
  const id = raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const event = search.get('event');
  return <SignResult key={`${raw}-${event}`} id={id} event={event} signedIn={Boolean(token) && !twoFactorRequired} />;
}
