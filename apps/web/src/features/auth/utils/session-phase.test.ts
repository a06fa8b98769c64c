import { describe, expect, it } from 'vitest';
import { lastActivityAt, pingIntervalMs, sessionPhase } from './session-phase';

const timings = { session_expire_after: 900, session_expire_warning_after: 780 };

describe('session phase', () => {
  it('is active before the warning, warns with the seconds left, then expires', () => {
    expect(sessionPhase(0, timings)).toEqual({ kind: 'active' });
    expect(sessionPhase(779.9, timings)).toEqual({ kind: 'active' });
    expect(sessionPhase(780, timings)).toEqual({ kind: 'warning', secondsLeft: 120 });
    expect(sessionPhase(899.5, timings)).toEqual({ kind: 'warning', secondsLeft: 1 });
    expect(sessionPhase(900, timings)).toEqual({ kind: 'expired' });
  });

  it('takes the later of the server’s last activity and the last request made here', () => {
    const now = 1_000_000;
    expect(lastActivityAt(null, null)).toBeNull();
    expect(lastActivityAt(null, now - 5000)).toBe(now - 5000);
    expect(lastActivityAt({ inactiveSeconds: 30, at: now }, null)).toBe(now - 30_000);
    expect(lastActivityAt({ inactiveSeconds: 30, at: now }, now - 5000)).toBe(now - 5000);
    expect(lastActivityAt({ inactiveSeconds: 2, at: now }, now - 5000)).toBe(now - 2000);
  });

  it('pings often enough to warn on time, within 2 to 15 seconds', () => {
    expect(pingIntervalMs(timings)).toBe(15_000);
    expect(pingIntervalMs({ session_expire_after: 20, session_expire_warning_after: 10 })).toBe(5_000);
    expect(pingIntervalMs({ session_expire_after: 3, session_expire_warning_after: 1 })).toBe(2_000);
  });
});
