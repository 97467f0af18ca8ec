import { useRef, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key';
import { readMoneyFailure, type MoneyFailure } from './money-failure';

export type SubmitOutcome<Result> = { ok: true; data: Result } | { ok: false; failure: MoneyFailure };

/**
 * Sends a money-moving request with one Idempotency-Key per intended action, so a double click or a
 * retry never moves money twice:
 * - a second submit while one is in flight is ignored (answers null);
 * - the key is kept while the body stays the same and the last outcome is unknown (no answer, 5xx),
 *   so the retry of that same action carries the same key;
 * - a success, a refusal (4xx) or a different body starts a new action with a new key.
 * What a success changed is refetched by the mutation's own cache tags (api-client's cache-tags.ts):
 * a coupon, for one, invalidates the wallet, which every balance and item count provides.
 */
export function useIdempotentSubmit<Body, Result>(send: (idempotencyKey: string, body: Body) => Promise<Result>) {
  const pending = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const submit = async (body: Body): Promise<SubmitOutcome<Result> | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    const fingerprint = JSON.stringify(body);
    if (pending.current?.fingerprint !== fingerprint) pending.current = { fingerprint, key: newIdempotencyKey() };
    try {
      const data = await send(pending.current.key, body);
      pending.current = null;
      return { ok: true, data };
    } catch (error) {
      const failure = readMoneyFailure(error);
      if (!failure.outcomeUnknown) pending.current = null;
      return { ok: false, failure };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { submit, busy };
}
