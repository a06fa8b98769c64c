/**
 * Where an idle session stands (document 1 §4): active, in the warning period with so many
 * seconds left, or expired. Pure, so the timings are tested without clocks.
 */
export type SessionPhase = { kind: 'active' } | { kind: 'warning'; secondsLeft: number } | { kind: 'expired' };

export type SessionTimings = { session_expire_after: number; session_expire_warning_after: number };

export function sessionPhase(inactiveSeconds: number, timings: SessionTimings): SessionPhase {
  const { session_expire_after: expireAfter, session_expire_warning_after: warnAfter } = timings;
  if (inactiveSeconds >= expireAfter) return { kind: 'expired' };
  if (inactiveSeconds >= warnAfter) return { kind: 'warning', secondsLeft: Math.ceil(expireAfter - inactiveSeconds) };
  return { kind: 'active' };
}

/**
 * The last moment the user did something, from the two sources the browser has: the server's
 * figure at the last ping (it sees every tab and device using this session) and the last request
 * this browser made (fresher between pings). The later of the two wins.
 */
export function lastActivityAt(
  serverPing: { inactiveSeconds: number; at: number } | null,
  lastRequestAt: number | null,
): number | null {
  const fromServer = serverPing ? serverPing.at - serverPing.inactiveSeconds * 1000 : null;
  if (fromServer === null) return lastRequestAt;
  if (lastRequestAt === null) return fromServer;
  return Math.max(fromServer, lastRequestAt);
}

/** Ask the server often enough to warn on time, but not more than every 2 s nor less than every 15 s. */
export function pingIntervalMs(timings: SessionTimings): number {
  return Math.min(15_000, Math.max(2_000, (timings.session_expire_warning_after * 1000) / 2));
}
