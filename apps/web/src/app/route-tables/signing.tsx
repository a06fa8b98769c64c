import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from './lazy-page';

const signResult = page(
  () => import('../routes/signing/sign-result'),
  (m) => m.SignResultRoute,
);

/**
 * Issue #21: the signing pages a signer reaches by an e-mailed link, and where signing returns to.
 * Public (router.tsx puts them behind PublicRoute in the session-aware frame): the link's token
 * is the credential, and the result page works signed in or out.
 */
export const signingLinkRoutes: RouteObject[] = [
  {
    path: paths.signing.path,
    lazy: page(
      () => import('../routes/signing/signing-page'),
      (m) => m.SigningPageRoute,
    ),
  },
  { path: paths.changeRequests.signResult.path, lazy: signResult },
  { path: paths.changeRequests.signCallback.path, lazy: signResult },
];
