import { useCallback } from 'react';
import { shoppingsApi } from '@onair/api-client';
import { useIdempotentSubmit } from '../shared/use-idempotent-submit';

/** POST useCoupon, one Idempotency-Key per coupon number tried; it credits the wallet or the items. */
export function useRedeemCoupon() {
  const [redeem] = shoppingsApi.useUseCouponMutation();
  const send = useCallback(
    (key: string, couponNumber: string) => redeem({ 'Idempotency-Key': key, body: { couponNumber } }).unwrap(),
    [redeem],
  );
  return useIdempotentSubmit(send);
}
