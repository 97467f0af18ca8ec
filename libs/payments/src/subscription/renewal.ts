import { SUBSCRIPTION_PRICES, SUBSCRIPTION_STATE } from '@onair/contracts';
import type { Subscription } from './use-active-subscription';

/** What each monthly renewal takes from the wallet: the one-month price (SPEC.md section 9). */
export const RENEWAL_PRICE = SUBSCRIPTION_PRICES.oneMonth;

/**
 * One month after `from`, the way the API's PostgreSQL interval counts it: the same day of the next
 * month, or that month's last day when it is shorter (31 January renews on 28 or 29 February).
 */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Subscribed and set to renew: the next charge is at the end of the paid period. */
export const renews = (subscription: Pick<Subscription, 'state' | 'autoRenew'>) =>
  subscription.state === SUBSCRIPTION_STATE.subscribed && subscription.autoRenew;
