import type { MessageKey } from '@onair/i18n';

export type ExchangeLimits = { rateFrom: number; rateTo: number; remaining: number; holding: number };

/**
 * Checks an amount to exchange: a positive multiple of rateFrom, within what the member may still
 * exchange in this event and what they hold. Answers the amount received, or why not.
 */
export function checkExchangeAmount(
  input: string,
  limits: ExchangeLimits,
): { ok: true; amountFrom: number; amountTo: number } | { ok: false; reason: MessageKey } {
  const digits = input.replace(/[\s,]/g, '');
  if (!/^\d{1,9}$/.test(digits) || Number(digits) <= 0) return { ok: false, reason: 'payments.exchange.amountInvalid' };
  const amountFrom = Number(digits);
  if (amountFrom % limits.rateFrom !== 0) return { ok: false, reason: 'payments.exchange.notMultiple' };
  if (amountFrom > limits.remaining) return { ok: false, reason: 'payments.exchange.overLimit' };
  if (amountFrom > limits.holding) return { ok: false, reason: 'payments.exchange.overHolding' };
  return { ok: true, amountFrom, amountTo: (amountFrom / limits.rateFrom) * limits.rateTo };
}
