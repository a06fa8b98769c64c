// The route tables live in app/route-tables/, one file per area (auth.tsx, settings.tsx, ...).
// A new area: add app/route-tables/<area>.tsx exporting its RouteObject[] (lazy pages through
// `page` from lazy-page.ts, paths from config/paths.ts), then spread it below into the guard and
// layout it needs. This file only holds the frame: root, guards, layouts and their order.
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { paths } from '../config/paths';
import { registerNavigator } from '../lib/navigation';
import { LoggedOutOnly } from './guards/logged-out-only';
import { PublicRoute } from './guards/public-route';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layouts/root-layout';
import { accountNewRoutes } from './route-tables/account-new';
import { accountSetupRoutes } from './route-tables/account-setup';
import { backOfficeRoutes } from './route-tables/back-office';
import { authEntryRoutes, emailVerifyRoutes, signInRoutes } from './route-tables/auth';
import { errorRoutes, notFoundRoute } from './route-tables/errors';
import { invitationRoutes } from './route-tables/invitation';
import { page } from './route-tables/lazy-page';
import { settingsRoutes } from './route-tables/settings';
import { signedInRoutes } from './route-tables/signed-in';
import { signingLinkRoutes } from './route-tables/signing';
import { supportRoutes } from './route-tables/support';
import { RootErrorBoundary } from './routes/root-error-boundary';

/**
 * The route tree. Every page and layout is loaded on demand (`lazy`), so the sign-in page only
 * downloads what it shows. Guards are tiny and eager. Paths come from config/paths.ts.
 */

const authLayout = page(
  () => import('./layouts/auth-layout'),
  (m) => m.AuthLayout,
);
const signedInLayout = page(
  () => import('./layouts/signed-in-layout'),
  (m) => m.SignedInLayout,
);
const sessionAwareLayout = page(
  () => import('./layouts/session-aware-layout'),
  (m) => m.SessionAwareLayout,
);

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RootErrorBoundary,
    children: [
      // Logged-out only (document 1 §2).
      {
        Component: LoggedOutOnly,
        children: [{ lazy: authLayout, children: signInRoutes }],
      },
      // Special entry routes and public pages: no guard.
      ...authEntryRoutes,
      {
        lazy: authLayout,
        children: [...emailVerifyRoutes, { Component: PublicRoute, children: invitationRoutes }],
      },
      // Contact support has no guard (document 1 §2); it wears whichever frame fits the session.
      { lazy: sessionAwareLayout, children: supportRoutes },
      // A signer's link and the return from signing (issue #21): signed in or out, same frame rule.
      { lazy: sessionAwareLayout, children: [{ Component: PublicRoute, children: signingLinkRoutes }] },
      // Error pages answer signed in or out (a blocked user is already signed out).
      ...errorRoutes,
      // Everything else needs a signed-in user.
      {
        Component: RequireAuth,
        children: [
          {
            lazy: signedInLayout,
            children: [...signedInRoutes, ...settingsRoutes, ...accountNewRoutes, ...accountSetupRoutes],
          },
          // The back office (issue #23): its layout wears the signed-in frame for staff only.
          ...backOfficeRoutes,
        ],
      },
      notFoundRoute,
    ],
  },
];

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets code outside React (the query cache's error handler) navigate with this router. */
export function connectNavigator(router: AppRouter): () => void {
  return registerNavigator({
    navigate: (to, options) => router.navigate(to, options),
    currentHref: () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  });
}

let browserRouter: AppRouter | undefined;

/**
 * The app's one browser router, made on first use. Module-level rather than component state: a
 * router listens to history from the moment it exists, so a second one (StrictMode renders
 * twice in development) would leak.
 */
export function getBrowserRouter(): AppRouter {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}

/** Renders the routes; tests pass a memory router. Connected for navigation from outside React. */
export function AppRouter({ router = getBrowserRouter() }: { router?: AppRouter }) {
  useEffect(() => connectNavigator(router), [router]);
  return <RouterProvider router={router} />;
}
