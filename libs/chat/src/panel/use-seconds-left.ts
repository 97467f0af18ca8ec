import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (a Date.now() time), rounded up, moving while it counts down
 * and still once it is over; 0 for null. Slow mode's wait in the composer.
 */
export function useSecondsLeft(until: number | null, intervalMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [until, intervalMs]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
