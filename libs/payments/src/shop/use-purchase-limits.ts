import { useEffect } from 'react';
import { shoppingsApi } from '@onair/api-client';
import { selectIsSignedIn, useAppSelector } from '@onair/store';

/** What the guardian's popup says to the shop that opened it when the check is done. */
export const GUARDIAN_CONSENT_DONE = 'onair.guardianConsentDone';

/**
 * The member's purchase limits and guardian consent (GET /api/shoppings/purchase-limits), for the
 * shop's every step. Refetched when the guardian's popup reports back or the window regains focus
 * (the popup may have been closed by hand); a visitor has none.
 */
export function usePurchaseLimits() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const query = shoppingsApi.usePurchaseLimitsQuery(undefined, { skip: !signedIn, refetchOnFocus: true });
  const { refetch } = query;
  useEffect(() => {
    if (!signedIn) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === GUARDIAN_CONSENT_DONE) void refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [signedIn, refetch]);
  return query;
}
