import { useCallback, useEffect, useState } from 'react';

/** SPEC section 4: after a code is sent, resending is locked for a number of seconds, counted down. */
export function useResendLock() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const locked = secondsLeft > 0;
  useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [locked]);
  const lock = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, locked, lock };
}
