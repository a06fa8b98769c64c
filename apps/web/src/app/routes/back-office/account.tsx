import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountDetail } from '../../../features/back-office-accounts/components/account-detail';
import { routeId } from '../bank-accounts/route-ids';

/** /back-office/accounts/:id/: one account, activated here when it awaits activation. */
export function AccountRoute() {
  const id = routeId(useParams().id);
  if (id === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <AccountDetail key={id} id={id} />;
}
