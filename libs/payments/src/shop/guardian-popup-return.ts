import { useEffect } from 'react';
import { GUARDIAN_CONSENT_DONE } from './use-purchase-limits';

/**
 * The identity provider sends the guardian's popup back to /luv/shop?guardianConsent=…: there it
 * tells the shop that opened it (same origin only) and closes; opened on its own, it is the shop.
 */
export function useGuardianPopupReturn(requestId: string | null) {
  useEffect(() => {
    if (!requestId || !window.opener || window.opener === window) return;
    (window.opener as Window).postMessage(GUARDIAN_CONSENT_DONE, window.location.origin);
    window.close();
  }, [requestId]);
}
