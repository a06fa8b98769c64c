import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from './lazy-page';

/** Document 1 §2: the e-mailed invitations. router.tsx puts them behind PublicRoute, in the auth layout. */
export const invitationRoutes: RouteObject[] = [
  {
    path: paths.invitation.path,
    lazy: page(
      () => import('../routes/invitation/registration-invitation'),
      (m) => m.RegistrationInvitationRoute,
    ),
  },
  {
    path: paths.invitationSecondary.path,
    lazy: page(
      () => import('../routes/invitation/secondary-invitation'),
      (m) => m.SecondaryInvitationRoute,
    ),
  },
];
