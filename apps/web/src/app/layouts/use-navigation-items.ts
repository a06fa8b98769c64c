import { hasAnyModule, useApplication } from '../../lib/branding/application-context';
import { navigationItems, type NavigationItem } from './navigation-items';

/** The menu items this user may see. */
export function useNavigationItems(): readonly NavigationItem[] {
  const application = useApplication();
  return navigationItems.filter((item) => hasAnyModule(application, item.modules));
}
