import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@onair/contracts';
import { safeCallbackUrl } from './safe-callback-url';

/** SPEC section 4: after sign-in, go to callbackURL once LIMITS.postLoginRedirectMs (100 ms) have passed. */
export function useGoToCallback(): (callbackURL: string | null | undefined) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // No clean-up on unmount: the dialog closes on sign-in, and the redirect must still happen.
  return useCallback(
    (callbackURL) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(safeCallbackUrl(callbackURL)), LIMITS.postLoginRedirectMs);
    },
    [navigate],
  );
}
