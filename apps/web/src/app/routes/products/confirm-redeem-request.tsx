import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ConfirmRedeemRequest } from '../../../features/redemptions/components/confirm-redeem-request';
import { routeId } from '../bank-accounts/route-ids';

/** /confirm-redeem-request/{redeem_request_id}/ (issue #22 item 5): the code step, then the request's status. */
export function ConfirmRedeemRequestRoute() {
  const requestId = routeId(useParams().redeem_request_id ?? null);
  if (requestId === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <ConfirmRedeemRequest key={requestId} requestId={requestId} />;
}
