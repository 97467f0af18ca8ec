import { useEffect, useState } from 'react';
import { baseApi, guestApi, shoppingsApi } from '@onair/api-client';
import { PAYMENT_STATE } from '@onair/contracts';
import { selectIsSignedIn, useAppDispatch, useAppSelector } from '@onair/store';

/** How often an in-progress payment is looked at again. */
export const RESULT_POLL_MS = 2000;

/**
 * The order behind the result page: GET /api/shoppings/payments/{orderId} for the member (polled
 * every 2 s while in progress), and the guest failure details when it failed or could not be read
 * (the gateway may send back someone whose session is gone).
 */
export function usePaymentResult(orderId: string) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [pollingInterval, setPollingInterval] = useState(0);
  const payment = shoppingsApi.useShoppingPaymentQuery({ orderId }, { skip: !orderId || !signedIn, pollingInterval });
  const state = payment.data?.state;
  const wantsFailure = Boolean(orderId) && (state === PAYMENT_STATE.approvalError || payment.isError || !signedIn);
  const failure = guestApi.usePaymentFailureQuery({ orderId }, { skip: !wantsFailure });

  useEffect(() => {
    setPollingInterval(state === PAYMENT_STATE.inProgress ? RESULT_POLL_MS : 0);
    // Approval credited the wallet: every balance on screen (the header's too) is stale now.
    if (state === PAYMENT_STATE.approved) dispatch(baseApi.util.invalidateTags(['Wallet']));
  }, [state, dispatch]);

  return { payment, failure };
}
