/**
 * Navigation from outside React (the query cache's error handler). The app registers its data
 * router here once it exists; until then (or in a test without a router) navigation falls back to
 * a full page load, which is still correct, only slower.
 */
export type NavigateOptions = { replace?: boolean; state?: unknown };

type Navigator = {
  /** Resolves when the new page is shown (its code may have to load first). */
  navigate: (to: string, options?: NavigateOptions) => Promise<void>;
  /** Path, search and hash of the current location, for redirect_url. */
  currentHref: () => string;
};

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = null;
  };
}

export function navigateTo(to: string, options?: NavigateOptions): Promise<void> {
  if (navigator) return navigator.navigate(to, options);
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
  return Promise.resolve();
}

export function currentHref(): string {
  if (navigator) return navigator.currentHref();
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
