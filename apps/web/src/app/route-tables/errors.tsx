import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from './lazy-page';

/** Error pages answer signed in or out (a blocked user is already signed out): no guard, no layout. */
export const errorRoutes: RouteObject[] = [
  {
    path: paths.errors.errorPage.path,
    lazy: page(
      () => import('../../components/errors/error-page'),
      (m) => m.ErrorPage,
    ),
  },
  {
    path: paths.errors.unauthorized.path,
    lazy: page(
      () => import('../../components/errors/unauthorized'),
      (m) => m.Unauthorized,
    ),
  },
  {
    path: paths.errors.forbidden.path,
    lazy: page(
      () => import('../../components/errors/forbidden'),
      (m) => m.Forbidden,
    ),
  },
  {
    path: paths.errors.pageNotFound.path,
    lazy: page(
      () => import('../../components/errors/page-not-found'),
      (m) => m.PageNotFound,
    ),
  },
  {
    path: paths.errors.internalServerError.path,
    lazy: page(
      () => import('../../components/errors/internal-server-error'),
      (m) => m.InternalServerError,
    ),
  },
  {
    path: paths.errors.accountBlocked.path,
    lazy: page(
      () => import('../../components/errors/account-blocked'),
      (m) => m.AccountBlocked,
    ),
  },
  {
    path: paths.unsupportedBrowser.path,
    lazy: page(
      () => import('../../components/errors/unsupported-browser'),
      (m) => m.UnsupportedBrowser,
    ),
  },
];

/** Any path no table knows: the last child of the root. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: page(
    () => import('../../components/errors/page-not-found'),
    (m) => m.PageNotFound,
  ),
};
