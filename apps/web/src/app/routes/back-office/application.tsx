import { StaffRole } from '@portal/contract';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApplicationDetail } from '../../../features/back-office-reference/components/application-form';
import { useProfile } from '../../../features/settings/api/get-profile';
import { routeId } from '../bank-accounts/route-ids';

/** /back-office/applications/:id/: one application's configuration; an operator changes it here. */
export function ApplicationRoute() {
  const id = routeId(useParams().id);
  const profile = useProfile();
  if (id === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  // The server decides on every call; this only decides whether to offer Save.
  return <ApplicationDetail key={id} id={id} mayEdit={profile.data?.staff_role === StaffRole.operator} />;
}
