import { StaffRole } from '@portal/contract';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { UserDetail } from '../../../features/back-office-users/components/user-detail';
import { useProfile } from '../../../features/settings/api/get-profile';
import { routeId } from '../bank-accounts/route-ids';

/** /back-office/users/:id/: one user; an operator also changes their staff role here. */
export function UserRoute() {
  const id = routeId(useParams().id);
  const profile = useProfile();
  if (id === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  // The server decides on every call; this only decides whether to offer the role control.
  const mayChangeRole = profile.data?.staff_role === StaffRole.operator;
  return <UserDetail key={id} id={id} mayChangeRole={mayChangeRole} />;
}
