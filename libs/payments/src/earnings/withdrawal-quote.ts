import { WITHDRAWAL_RULES } from '@onair/contracts';

/** The fee rate in per-mille (3.3 % is 33), so the sums stay in whole numbers. */
const FEE_PER_MILLE = Math.round(WITHDRAWAL_RULES.feePercent * 10);

/**
 * What a withdrawal of `amount` pays out: one unit of the currency is one won, less the fee
 * (WITHDRAWAL_RULES.feePercent of the amount, rounded half up to the won, as the API computes it).
 * A preview: the withdrawal list shows the payout the API decided.
 */
export function withdrawalQuote(amount: number): { fee: number; payout: number } {
  const fee = Math.floor((amount * FEE_PER_MILLE + 500) / 1000);
  return { fee, payout: amount - fee };
}
