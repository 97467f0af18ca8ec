import { useEffect, useRef, type ReactNode } from 'react';

type NativeAlertProps = {
  open: boolean;
  /** The message; its text is what window.alert shows. */
  children?: ReactNode;
  /** Said instead when the message has no text. */
  fallbackText: string;
  /** Runs once the person has dismissed the native alert (window.alert blocks until then). */
  onDismiss: () => void;
};

/**
 * window.alert with the text the message renders to. The message is rendered hidden so that any
 * ReactNode (formatted text, a line with a link) gives its text, as a screen reader would read it.
 */
export function NativeAlert({ open, children, fallbackText, onDismiss }: NativeAlertProps) {
  const message = useRef<HTMLSpanElement>(null);
  // StrictMode runs a fresh effect twice in development; one opening is one alert.
  const shown = useRef(false);

  useEffect(() => {
    if (!open) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    const text = message.current?.textContent?.trim() || fallbackText;
    window.alert(text);
    onDismiss();
  }, [open, fallbackText, onDismiss]);

  return (
    <span ref={message} hidden>
      {open ? children : null}
    </span>
  );
}
