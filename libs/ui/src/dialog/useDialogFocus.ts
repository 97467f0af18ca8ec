import { useEffect, useState, type RefObject } from 'react';

/**
 * On mount: focus moves into the panel (an element marked data-autofocus, else the panel itself),
 * unless a child already took it (autoFocus). On unmount: focus goes back where it was.
 */
export function useDialogFocus(panelRef: RefObject<HTMLElement | null>): void {
  // Read during the first render, before children's autoFocus can move focus.
  const [returnTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) {
      (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus();
    }
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [panelRef, returnTo]);
}
