import { useEffect, useRef, type RefObject } from 'react';
import { trapTab } from './focus';

/** The dialog a key press belongs to: the one opened last (portals append in opening order). */
function isTopmost(panel: HTMLElement): boolean {
  const open = document.querySelectorAll('[aria-modal="true"]');
  return open[open.length - 1] === panel;
}

/**
 * Focus falls back to <body> when the focused control disappears or is disabled under it: a submit
 * button that turns into a spinner, a form replaced by the next panel (signup → welcome). The
 * panel's own key handler then never hears Escape or Tab, so the dialog could not be closed from
 * the keyboard and Tab walked into the page behind it. While this dialog is the topmost one, such a
 * key press brings focus back into the panel and is handled as if it had been pressed there.
 */
export function useLostFocusRecovery(panelRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      const active = document.activeElement;
      const lost = active === null || active === document.body;
      if (!panel || !lost || !isTopmost(panel) || (event.key !== 'Escape' && event.key !== 'Tab')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      panel.focus();
      trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panelRef]);
}
