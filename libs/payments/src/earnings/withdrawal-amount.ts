import { WITHDRAWAL_RULES } from '@onair/contracts';

export type WithdrawalCheck =
  { ok: true; amount: number } | { ok: false; reason: 'invalid' | 'belowMinimum' | 'overAvailable' };

/** A withdrawal request as typed: whole units, at least WITHDRAWAL_RULES.minimum, at most what is available. */
export function checkWithdrawalAmount(input: string, available: number): WithdrawalCheck {
  const digits = input.replace(/[\s,]/g, '');
  if (!/^\d{1,10}$/.test(digits) || Number(digits) <= 0) return { ok: false, reason: 'invalid' };
  const amount = Number(digits);
  if (amount < WITHDRAWAL_RULES.minimum) return { ok: false, reason: 'belowMinimum' };
  if (amount > available) return { ok: false, reason: 'overAvailable' };
  return { ok: true, amount };
}
