import { Outlet } from 'react-router';

/**
 * Invitation routes are public (document 1 §2, document 2 §2): reachable signed in or out. The
 * guard does nothing; it exists so the route table says so explicitly.
 */
export function PublicRoute() {
  return <Outlet />;
}
