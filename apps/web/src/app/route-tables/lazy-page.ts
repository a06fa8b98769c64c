import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A lazily loaded route component: `page(() => import('./x'), (m) => m.X)`. */
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const loadComingSoon = page(
  () => import('../routes/coming-soon'),
  (m) => m.ComingSoonRoute,
);

/** A screen a later issue builds: its name and "This screen is coming soon." inside the real layout. */
export function comingSoon(path: string, title: string): RouteObject {
  return { path, handle: { title }, lazy: loadComingSoon };
}
