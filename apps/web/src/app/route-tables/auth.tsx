import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from './lazy-page';

/** Document 1 §2: signing in. router.tsx puts these behind LoggedOutOnly, in the auth layout. */
export const signInRoutes: RouteObject[] = [
  {
    path: paths.auth.login.path,
    lazy: page(
      () => import('../routes/auth/login'),
      (m) => m.LoginRoute,
    ),
  },
  // The raw login is the same e-mail and password sign-in, without any entry redirect.
  {
    path: paths.auth.rawLogin.path,
    lazy: page(
      () => import('../routes/auth/login'),
      (m) => m.LoginRoute,
    ),
  },
  {
    path: paths.auth.resetPassword.path,
    lazy: page(
      () => import('../routes/auth/reset-password'),
      (m) => m.ResetPasswordRoute,
    ),
  },
  {
    path: paths.auth.resetPasswordConfirm.path,
    lazy: page(
      () => import('../routes/auth/reset-password-confirm'),
      (m) => m.ResetPasswordConfirmRoute,
    ),
  },
];

/** Special entry routes: no guard and no layout. */
export const authEntryRoutes: RouteObject[] = [
  {
    path: paths.auth.tokenLogin.path,
    lazy: async () => ({ loader: (await import('../routes/auth/token-login')).tokenLoginLoader }),
  },
  {
    // Signs in and redirects from its loader; renders only to say the link did not work.
    path: paths.auth.jwtLogin.path,
    lazy: async () => {
      const m = await import('../routes/auth/jwt-login');
      return { loader: m.jwtLoginLoader, Component: m.JwtLoginFailed };
    },
  },
  {
    // The provider's advisor system sends its advisors here with a signed token (document 1 §2,
    // /advisor-entry): the same sign-in as the JWT login link.
    path: paths.advisorEntry.path,
    lazy: async () => {
      const m = await import('../routes/auth/jwt-login');
      return { loader: m.jwtLoginLoader, Component: m.JwtLoginFailed };
    },
  },
];

/** E-mail verification: in the auth layout, signed in or not. */
export const emailVerifyRoutes: RouteObject[] = [
  {
    path: paths.auth.emailVerify.path,
    lazy: page(
      () => import('../routes/auth/email-verify'),
      (m) => m.EmailVerifyRoute,
    ),
  },
];
