import { useCallback } from 'react';
import { luvApi } from '@onair/api-client';
import { ITEM } from '@onair/contracts';
import { useIdempotentSubmit } from '../shared/use-idempotent-submit';

export type GiftOrder = { channelId: number; amount: number; message?: string };

/** POST /api/luv/gift, one Idempotency-Key per intended gift: a double click or a retry sends it once. */
export function useSendGift() {
  const [luvGift] = luvApi.useLuvGiftMutation();
  const send = useCallback(
    (key: string, { channelId, amount, message }: GiftOrder) =>
      luvGift({
        'Idempotency-Key': key,
        body: { channelId, itemCode: ITEM.currency, amount, ...(message ? { message } : {}) },
      }).unwrap(),
    [luvGift],
  );
  return useIdempotentSubmit(send);
}
