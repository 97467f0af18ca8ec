import { useCallback, useEffect, useRef } from 'react';

/** Runs fn once calls have stopped for ms (trailing edge); pending calls are dropped on unmount. */
export function useDebouncedCallback(fn: () => void, ms: number): () => void {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = fn;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), ms);
  }, [ms]);
}
