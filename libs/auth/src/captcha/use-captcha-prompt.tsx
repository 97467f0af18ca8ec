import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { CaptchaDialog } from './CaptchaDialog';

export type CaptchaPrompt = {
  /** Opens the captcha dialog; answers the solved token, or null when the dialog was closed unsolved. */
  ask: () => Promise<string | null>;
  /** The dialog itself, to render once in the form that asks. */
  dialog: ReactNode;
};

/**
 * The captcha dialog of the phone flow (SPEC section 2) as one awaitable step: a form asks for a
 * fresh token on each submit, since a solved challenge is good for one request only.
 */
export function useCaptchaPrompt(): CaptchaPrompt {
  const [open, setOpen] = useState(false);
  const pending = useRef<((token: string | null) => void) | null>(null);

  const settle = useCallback((token: string | null) => {
    const resolve = pending.current;
    pending.current = null;
    setOpen(false);
    resolve?.(token);
  }, []);
  // A form that goes away while asking answers its caller rather than leaving it waiting forever.
  useEffect(() => () => pending.current?.(null), []);

  const ask = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );
  return { ask, dialog: <CaptchaDialog open={open} onClose={() => settle(null)} onSolved={settle} /> };
}
