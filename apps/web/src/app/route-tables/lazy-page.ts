import type { ComponentType } from 'react';

/** A lazily loaded route component: `page(() => import('./x'), (m) => m.X)`. */
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
