import { useCallback } from 'react';
import { myApi } from '@onair/api-client';
import { useIdempotentSubmit } from '../shared/use-idempotent-submit';

export type SubscribeOrder = myApi.MySubscribeApiArg['body'];

/** POST /api/my/subscriptions, one Idempotency-Key per intended subscription; it spends the wallet or a ticket. */
export function useSubscribe() {
  const [subscribe] = myApi.useMySubscribeMutation();
  const send = useCallback(
    (key: string, body: SubscribeOrder) => subscribe({ 'Idempotency-Key': key, body }).unwrap(),
    [subscribe],
  );
  return useIdempotentSubmit(send);
}
