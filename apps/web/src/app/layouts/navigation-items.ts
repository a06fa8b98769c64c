import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import BalanceOutlined from '@mui/icons-material/BalanceOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import { paths } from '../../config/paths';

/**
 * Permission modules a tenant lists in `configuration.modules`, by the names the
 * server seeds (apps/server/src/db/seed/tenants.ts). Lead: these belong in the
 * contract's enums so both sides spell them once.
 */
export const PortalModule = {
  dashboard: 'dashboard',
  documents: 'documents',
  reports: 'reports',
  rebalance: 'rebalance',
  advisor: 'advisor',
  accounts: 'accounts',
  products: 'products',
  notifications: 'notifications',
} as const;

export type NavigationItem = {
  label: string;
  href: string;
  icon: SvgIconComponent;
  /** Shown only to users holding one of these modules (document 3 §2.11); empty or absent = everyone. */
  modules?: readonly string[];
  /** Shown only to staff and advisors, who act for clients (issue #24). */
  forClientActors?: boolean;
};

/** The signed-in menu. Document 3 does not show the exact items; these are its screens. */
export const navigationItems: readonly NavigationItem[] = [
  { label: 'Clients', href: paths.clients.getHref(), icon: GroupsOutlined, forClientActors: true },
  { label: 'Dashboard', href: paths.dashboard.getHref(), icon: DashboardOutlined, modules: [PortalModule.dashboard] },
  { label: 'Documents', href: paths.documents.getHref(), icon: DescriptionOutlined, modules: [PortalModule.documents] },
  { label: 'Reports', href: paths.reports.getHref(), icon: SummarizeOutlined, modules: [PortalModule.reports] },
  {
    label: 'Rebalance',
    href: paths.rebalance.list.getHref(),
    icon: BalanceOutlined,
    modules: [PortalModule.rebalance],
  },
  { label: 'Advisor', href: paths.advisor.getHref(), icon: PersonOutlined, modules: [PortalModule.advisor] },
  {
    label: 'Accounts',
    href: paths.accounts.list.getHref(),
    icon: AccountBalanceOutlined,
    modules: [PortalModule.accounts],
  },
  {
    label: 'Notifications',
    href: paths.notifications.getHref(),
    icon: NotificationsOutlined,
    modules: [PortalModule.notifications],
  },
];
