import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTheme } from '@onair/ui';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled])';

/** The modal opened last is the one keys belong to (portals append in opening order). */
function isTopmost(panel: HTMLElement) {
  const open = document.querySelectorAll('[aria-modal="true"]');
  return open[open.length - 1] === panel;
}

export type BottomSheetProps = {
  /** The id of the element that names the sheet. */
  labelledBy: string;
  /** A tap on the backdrop, or Escape once focus has fallen out of the sheet (a control that turned disabled). */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal sheet over the bottom of the screen, rendered at the end of <body> so that it takes no room
 * from the page under it. Tab stays inside; the content itself handles Escape and where focus starts.
 */
export function BottomSheet({ labelledBy, onClose, children }: BottomSheetProps) {
  const theme = useTheme();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const active = document.activeElement;
      const lost = active === null || active === document.body;
      if (event.key === 'Escape' && lost && panel.current && isTopmost(panel.current)) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const [first, last] = [items[0], items[items.length - 1]];
    const active = document.activeElement;
    const target = event.shiftKey ? (active === first ? last : undefined) : active === last ? first : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return createPortal(
    <div data-theme={theme}>
      <div data-sheet-backdrop="" aria-hidden="true" className="fixed inset-0 z-50 bg-overlay" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[70vh] w-full max-w-lg overflow-y-auto rounded-t-lg border-t border-border bg-surface-raised pb-[env(safe-area-inset-bottom)] text-text shadow-raised"
      >
        <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 rounded-full bg-border" />
        {children}
      </div>
    </div>,
    document.body,
  );
}
