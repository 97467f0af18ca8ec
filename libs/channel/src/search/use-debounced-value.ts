import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for delayMs: suggestions ask once a typist pauses, not per
 * key. initial: what it is until then (the suggestions mount on the first key, which must wait too).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
