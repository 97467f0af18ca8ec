import { useCallback, useEffect, useRef } from 'react';

/** SPEC section 9: pop-ups are 400x600 and polled every 500 ms until they close. */
export const POPUP = { width: 400, height: 600, pollMs: 500 } as const;

/**
 * Opens url in a centred popup and calls onClosed when the member closes it. Answers false when the
 * browser blocked the popup.
 */
export function usePopupWindow(onClosed: () => void) {
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const latest = useRef(onClosed);
  useEffect(() => {
    latest.current = onClosed;
  });
  useEffect(() => () => clearInterval(timer.current), []);

  return useCallback((url: string, name = 'onairPopup'): boolean => {
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP.width) / 2));
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP.height) / 2));
    const popup = window.open(url, name, `width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`);
    if (!popup) return false;
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer.current);
      latest.current();
    }, POPUP.pollMs);
    return true;
  }, []);
}
