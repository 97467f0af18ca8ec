import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Portal, usePortalContainer } from '../internal/Portal';
import { CloseIcon } from './CloseIcon';
import { trapTab } from './focus';
import { useDialogFocus } from './use-dialog-focus';
import { useLostFocusRecovery } from './use-lost-focus-recovery';
import { useScrollLock } from './use-scroll-lock';

export type DialogSize = 'sm' | 'md' | 'lg';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, on a backdrop click and by the close icon. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Actions, laid out at the bottom right. */
  footer?: ReactNode;
  showCloseButton?: boolean;
  /** Accessible name of the close icon button. */
  closeLabel?: string;
  closeOnBackdrop?: boolean;
  size?: DialogSize;
  /** alertdialog also describes the dialog by its body text. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

const widths: Record<DialogSize, string> = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' };

/** An accessible modal rendered in a portal; renders nothing while closed. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Portal>
      <DialogPanel {...props} />
    </Portal>
  );
}

function DialogPanel({
  onClose,
  title,
  children,
  footer,
  showCloseButton = false,
  closeLabel = '닫기',
  closeOnBackdrop = true,
  size = 'md',
  role = 'dialog',
  className,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  useDialogFocus(panelRef);
  useLostFocusRecovery(panelRef, onClose);
  useScrollLock(usePortalContainer());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && panelRef.current) {
      event.stopPropagation();
      trapTab(event, panelRef.current);
    }
  };
  const onBackdropMouseDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
    // Keep focus inside the dialog, so Escape and the Tab trap keep working.
    if (pressedOnBackdrop.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (closeOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <div
      data-dialog-backdrop=""
      className="fixed inset-0 z-50 flex items-center justify-center bg-overlay p-4"
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx(
          'flex max-h-full w-full flex-col rounded border border-border bg-surface text-text shadow-raised outline-none',
          widths[size],
          className,
        )}
      >
        <header className="flex items-start justify-between gap-4 px-5 pt-5">
          <h2 id={titleId} className="text-lg font-bold leading-7">
            {title}
          </h2>
          {showCloseButton && (
            <button
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
              // A 40 px target (a phone's thumb) drawn around the 20 px icon; the negative margins keep the
              // header as tall as its title line.
              className="-mr-2.5 -my-1.5 flex size-10 shrink-0 items-center justify-center rounded text-muted transition hover:bg-accent/10 hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
            >
              <CloseIcon />
            </button>
          )}
        </header>
        <div id={bodyId} className="overflow-y-auto px-5 py-4 text-sm leading-6">
          {children}
        </div>
        {footer && <footer className="flex justify-end gap-2 px-5 pb-5">{footer}</footer>}
      </div>
    </div>
  );
}
