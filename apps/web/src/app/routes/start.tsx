import { profileActsForClients } from '@portal/contract';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import { useProfile } from '../../features/settings/api/get-profile';
import { useSession } from '../../lib/session';

/**
 * The start (/), where signing in lands: the dashboard, except for staff and advisors acting for
 * no one (issue #24), whose own dashboard would be empty: they choose a client first.
 */
export function StartRoute() {
  const profile = useProfile();
  const { managedUserId } = useSession();
  if (profile.isPending) return <PageSpinner />;
  const choosesClient = profile.data !== undefined && profileActsForClients(profile.data) && managedUserId === null;
  return <Navigate to={choosesClient ? paths.clients.getHref() : paths.dashboard.getHref()} replace />;
}
