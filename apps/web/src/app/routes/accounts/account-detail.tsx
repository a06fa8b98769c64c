import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountDetail } from '../../../features/accounts/components/account-detail';

/** /accounts/{id} (spec 2 §2 Account details page). */
export function AccountDetailRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <AccountDetail key={id} id={id} />;
}
