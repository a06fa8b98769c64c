import { QueryParam } from '../config/paths';

/**
 * The in-app target of redirect_url / redirect_uri, or null. Only same-origin paths are followed:
 * a link that sends a user through login must not be able to send them to another site.
 */
export function safeRedirect(search: URLSearchParams): string | null {
  const target = search.get(QueryParam.redirectUrl) ?? search.get(QueryParam.redirectUri);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
