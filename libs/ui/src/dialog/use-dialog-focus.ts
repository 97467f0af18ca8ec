import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * On mount: focus moves into the panel (an element marked data-autofocus, else the panel itself),
 * unless a child already took it (autoFocus) or the user did meanwhile. On unmount: focus goes back
 * where it was.
 *
 * The move waits for a later task. A dialog opened by a store update (the home popup when its query
 * answers) renders in React's sync lane, whose effects run in the same task as the render: focus()
 * there forces the browser to lay out the new dialog inside that long task. A transition's effects
 * run in a task of their own, after the render's, and React's act() in tests still flushes them.
 */
export function useDialogFocus(panelRef: RefObject<HTMLElement | null>): void {
  // Read during the first render, before children's autoFocus can move focus.
  const [returnTo] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    startTransition(() => setRendered(true));
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [returnTo]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!rendered || !panel || panel.contains(document.activeElement)) return;
    (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus();
  }, [panelRef, rendered]);
}
