/**
 * Time of the last request the user caused (document 1 §7). The inactivity warning and logout
 * (a later issue) compare against it, so background calls that do not mean "the user is here"
 * (last-activity ping, logout, the new-reports counter) must not move it.
 */
const KEY = 'portal.last_request_at';

/**
 * Paths, relative to /api, that are not user activity: the document's three (last-activity
 * ping, logout, new-reports counter), plus the session configuration, a public call the app
 * makes by itself when a session starts; the server cannot count it, so counting it here would
 * let the browser's idle clock run behind the server's.
 */
const NOT_ACTIVITY: readonly RegExp[] = [
  /\/auth\/sessions\/last-activity-ping\/?$/,
  /\/auth\/base\/logout\/?$/,
  /\/reports\/new-counter\/?$/,
  /\/auth\/sessions\/session-configuration\/?$/,
  // Likewise made by the app at start, to load the monitoring script.
  /\/utils\/constance-config\/?$/,
  // Made by the realtime socket, not the user: a notification arriving must not keep a session alive.
  /\/profiles\/centrifugo-auth-token\/?$/,
  /\/notifications\/stats\/?$/,
];

let lastRequestAt: number | null = null;

export function isUserActivity(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !NOT_ACTIVITY.some((pattern) => pattern.test(pathname));
}

export function recordRequest(now: number = Date.now()): void {
  lastRequestAt = now;
  // Shared with other tabs: activity in any tab keeps the session alive.
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // memory copy is enough
  }
}

export function getLastRequestAt(): number | null {
  try {
    const stored = Number(localStorage.getItem(KEY));
    if (stored > 0) return Math.max(stored, lastRequestAt ?? 0);
  } catch {
    // fall through to the memory copy
  }
  return lastRequestAt;
}
