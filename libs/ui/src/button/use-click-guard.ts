import { useCallback, useRef, type MouseEvent } from 'react';

/**
 * Wraps a click handler so a second click within `guardMs` of the last accepted one is ignored.
 * The ignored click's default action is prevented too, so a submit button cannot submit twice.
 */
export function useClickGuard<E extends Element>(
  onClick: ((event: MouseEvent<E>) => void) | undefined,
  guardMs: number,
): (event: MouseEvent<E>) => void {
  const lastAccepted = useRef<number | null>(null);
  return useCallback(
    (event: MouseEvent<E>) => {
      const now = Date.now();
      if (guardMs > 0 && lastAccepted.current !== null && now - lastAccepted.current < guardMs) {
        event.preventDefault();
        return;
      }
      lastAccepted.current = now;
      onClick?.(event);
    },
    [onClick, guardMs],
  );
}
