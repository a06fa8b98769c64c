import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from './lazy-page';

/**
 * Contact support has no guard (document 1 §2); router.tsx puts it in the session-aware layout,
 * so it wears whichever frame fits the session.
 */
export const supportRoutes: RouteObject[] = [
  {
    path: paths.account.contactSupport.path,
    lazy: page(
      () => import('../routes/support/contact-support'),
      (m) => m.ContactSupportRoute,
    ),
  },
];
