import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ChangeRequestById } from '../../../features/bank-accounts/components/change-request-by-id';
import { routeId } from './route-ids';

/** /accounts/delete-bank-account/{account}/{bankAccId}/{requestId} (spec 2 §2): a delete request's review. */
export function DeleteBankAccountRequestRoute() {
  const requestId = routeId(useParams().requestId);
  if (requestId === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <ChangeRequestById key={requestId} requestId={requestId} />;
}
