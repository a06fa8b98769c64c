import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ChangeRequestDetail } from '../../../features/back-office-queues/components/change-request-detail';
import { routeId } from '../bank-accounts/route-ids';

/** /back-office/change-requests/:id/: one request, approved or declined here. */
export function ChangeRequestRoute() {
  const id = routeId(useParams().id);
  if (id === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <ChangeRequestDetail key={id} id={id} />;
}
