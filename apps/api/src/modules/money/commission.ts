/**
 * The platform's share of what a viewer pays a streamer (gifts of the currency, subscriptions):
 * rounded down, so a streamer never gets less than their percentage promises.
 */
export function splitCommission(amount: number, commissionPercent: number): { net: number; fee: number } {
  const fee = Math.floor((amount * commissionPercent) / 100);
  return { net: amount - fee, fee };
}
