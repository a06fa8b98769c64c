import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';

// Loaded only once someone is signed in, so the sign-in page does not carry it.
const SessionLifetime = lazy(() =>
  import('../../features/auth/components/session-lifetime').then((m) => ({ default: m.SessionLifetime })),
);

/**
 * Around every route: while a session exists, whatever page shows (the app, the two-factor
 * screen, contact support, an error page), its idle time is watched and the keep-alive modal can
 * appear (document 1 §4).
 */
export function RootLayout() {
  const { token } = useSession();
  return (
    <>
      <Outlet />
      {token && (
        <Suspense fallback={null}>
          <SessionLifetime />
        </Suspense>
      )}
    </>
  );
}
