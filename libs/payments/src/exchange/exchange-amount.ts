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

/**
 * Why nothing can be exchanged at all, before any amount is typed: the member's limit in this event
 * is used up, or they hold none of the item, or fewer than one step of it. Null when some amount can be.
 */
export function exchangeBlock(limits: ExchangeLimits): MessageKey | null {
  if (limits.remaining < limits.rateFrom) return 'payments.exchange.limitUsed';
  if (limits.holding <= 0) return 'payments.exchange.noneHeld';
  if (limits.holding < limits.rateFrom) return 'payments.exchange.belowStep';
  return null;
}

/** The most that can be exchanged now: what is held and what the limit allows, down to a whole step. */
export function exchangeMaximum(limits: ExchangeLimits): number {
  const most = Math.min(limits.holding, limits.remaining);
  return Math.max(0, most - (most % limits.rateFrom));
}
