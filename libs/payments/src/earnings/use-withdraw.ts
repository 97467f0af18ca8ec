import { useCallback } from 'react';
import { luvApi } from '@onair/api-client';
import { useIdempotentSubmit } from '../shared/use-idempotent-submit';

/** POST /api/luv/withdraw, one Idempotency-Key per intended request: the amount is held once. */
export function useWithdraw() {
  const [withdraw] = luvApi.useLuvWithdrawMutation();
  const send = useCallback(
    (key: string, amount: number) => withdraw({ 'Idempotency-Key': key, body: { amount } }).unwrap(),
    [withdraw],
  );
  return useIdempotentSubmit(send);
}

/** POST /api/luv/withdraw-cancel for a requested withdrawal; releases its hold. */
export function useCancelWithdrawal() {
  const [cancel] = luvApi.useLuvWithdrawCancelMutation();
  const send = useCallback(
    (key: string, withdrawId: number) => cancel({ 'Idempotency-Key': key, body: { withdrawId } }).unwrap(),
    [cancel],
  );
  return useIdempotentSubmit(send);
}
