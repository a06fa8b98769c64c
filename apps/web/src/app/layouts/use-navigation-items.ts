import { hasAnyModule, useTenant } from '../../lib/branding/tenant-context';
import { navigationItems, type NavigationItem } from './navigation-items';

/** The menu items this user may see. */
export function useNavigationItems(): readonly NavigationItem[] {
  const tenant = useTenant();
  return navigationItems.filter((item) => hasAnyModule(tenant, item.modules));
}
