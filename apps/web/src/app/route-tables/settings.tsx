import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { ClientAlone } from '../guards/client-alone';
import { page } from './lazy-page';

// The settings pages the /account-new/ area opens too (./account-new.tsx), under its own paths.
export const loadSettings = page(
  () => import('../routes/settings/settings'),
  (m) => m.SettingsRoute,
);
export const loadChangePassword = page(
  () => import('../routes/settings/change-password'),
  (m) => m.ChangePasswordRoute,
);
export const loadChangeEmail = page(
  () => import('../routes/settings/change-email'),
  (m) => m.ChangeEmailRoute,
);
export const loadChangePhone = page(
  () => import('../routes/settings/change-phone'),
  (m) => m.ChangePhoneRoute,
);

/**
 * Document 1 §2: the person's settings, under /account/. Signed in, in the signed-in layout; all
 * but the activity list are the client's alone while acting for them.
 */
export const settingsRoutes: RouteObject[] = [
  {
    path: paths.account.activity.path,
    lazy: page(
      () => import('../routes/settings/activity'),
      (m) => m.ActivityRoute,
    ),
  },
  {
    // Changes only the client may make: refused while acting for them (issue #24).
    Component: ClientAlone,
    children: [
      { path: paths.account.settings.path, lazy: loadSettings },
      {
        path: paths.account.blockAccount.path,
        lazy: page(
          () => import('../routes/settings/block-access'),
          (m) => m.BlockAccessRoute,
        ),
      },
      { path: paths.account.changeEmail.path, lazy: loadChangeEmail },
      { path: paths.account.changePhone.path, lazy: loadChangePhone },
      {
        path: paths.account.changeAddress.path,
        lazy: page(
          () => import('../routes/settings/change-address'),
          (m) => m.ChangeAddressRoute,
        ),
      },
      { path: paths.account.changePassword.path, lazy: loadChangePassword },
    ],
  },
];
