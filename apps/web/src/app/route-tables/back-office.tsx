import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { backOfficeQueueRoutes } from './back-office-queues';
import { page } from './lazy-page';

/**
 * The back office (issue #23): its own layout (side navigation, role, the staff-only guard), the
 * staff dashboard as its first page, then the queues' screens. router.tsx puts it inside RequireAuth.
 */
export const backOfficeRoutes: RouteObject[] = [
  {
    path: paths.backOffice.home.path,
    lazy: page(
      () => import('../layouts/back-office-layout'),
      (m) => m.BackOfficeLayout,
    ),
    children: [
      {
        index: true,
        lazy: page(
          () => import('../routes/back-office/back-office-dashboard'),
          (m) => m.BackOfficeDashboardRoute,
        ),
      },
      ...backOfficeQueueRoutes,
    ],
  },
];
