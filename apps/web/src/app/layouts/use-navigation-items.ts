import { profileActsForClients } from '@portal/contract';
import { useProfile } from '../../features/settings/api/get-profile';
import { hasAnyModule, useTenant } from '../../lib/branding/tenant-context';
import { navigationItems, type NavigationItem } from './navigation-items';

/** The menu items this user may see: by the tenant's modules, and the client list for staff and advisors. */
export function useNavigationItems(): readonly NavigationItem[] {
  const tenant = useTenant();
  const profile = useProfile();
  const actsForClients = profile.data !== undefined && profileActsForClients(profile.data);
  return navigationItems.filter(
    (item) => hasAnyModule(tenant, item.modules) && (!item.forClientActors || actsForClients),
  );
}
