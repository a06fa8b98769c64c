import { useEffect, useRef } from 'react';
import { getLastRequestAt } from '../../../lib/activity';
import { useLastActivity } from '../api/get-last-activity';
import { useSessionConfiguration } from '../api/get-session-configuration';
import { lastActivityAt, pingIntervalMs, sessionPhase, type SessionPhase } from '../utils/session-phase';
import { useNow } from '../../../lib/use-now';

/**
 * The signed-in session's idle state, second by second. Inactivity is measured from the later of
 * the server's last-activity ping (polled; it does not count as activity) and this browser's last
 * request. Entering the warning asks the server once more, so activity elsewhere (another tab on
 * the same session) cancels the warning before the user sees it for long.
 */
export function useSessionLifetime(): SessionPhase {
  const configuration = useSessionConfiguration();
  const timings = configuration.data;
  const ping = useLastActivity(timings ? pingIntervalMs(timings) : 15_000, Boolean(timings));
  const now = useNow(Boolean(timings));

  const last = lastActivityAt(
    ping.data ? { inactiveSeconds: ping.data.inactive_seconds, at: ping.dataUpdatedAt } : null,
    getLastRequestAt(),
  );
  const phase: SessionPhase =
    timings && last !== null ? sessionPhase(Math.max(0, (now - last) / 1000), timings) : { kind: 'active' };

  const warned = useRef(false);
  const { refetch } = ping;
  useEffect(() => {
    const warning = phase.kind === 'warning';
    if (warning && !warned.current) void refetch();
    warned.current = warning;
  }, [phase.kind, refetch]);

  return phase;
}
