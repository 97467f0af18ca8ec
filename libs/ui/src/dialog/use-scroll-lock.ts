import { useEffect } from 'react';

/** Stops the page behind a modal from scrolling while it is open. */
export function useScrollLock(target: HTMLElement): void {
  useEffect(() => {
    if (target !== document.body) return;
    const previous = target.style.overflow;
    target.style.overflow = 'hidden';
    return () => {
      target.style.overflow = previous;
    };
  }, [target]);
}
