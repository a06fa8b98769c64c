import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while `active`. Countdowns derive what they show
 * from it and a stored deadline, so a tab that slept or a test that moves the clock shows the
 * right figure on the next tick instead of counting on from where it stopped.
 */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [active, intervalMs]);
  return now;
}
