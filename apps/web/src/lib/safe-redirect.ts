import { QueryParam } from '../config/paths';

/**
 * A same-site in-app target (path, query and hash), or null. A link that sends a user through
 * login (or the advisor system's JWT link) must not be able to send them to another site, so
 * only this origin is followed; an absolute URL on this origin is reduced to its path.
 */
export function sameSiteTarget(target: string | null | undefined): string | null {
  if (!target) return null;
  const isPath = target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
  const isAbsolute = /^https?:\/\//i.test(target);
  if (!isPath && !isAbsolute) return null;
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The in-app target of redirect_url / redirect_uri, or null (see sameSiteTarget). */
export function safeRedirect(search: URLSearchParams): string | null {
  return sameSiteTarget(search.get(QueryParam.redirectUrl) ?? search.get(QueryParam.redirectUri));
}
