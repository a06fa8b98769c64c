import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { EnvelopeDetail } from '../../../features/back-office-signing/components/envelope-detail';
import { routeId } from '../bank-accounts/route-ids';

/** /back-office/envelopes/:id/: one envelope, resent or voided here while out for signature. */
export function EnvelopeRoute() {
  const id = routeId(useParams().id);
  if (id === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <EnvelopeDetail key={id} id={id} />;
}
