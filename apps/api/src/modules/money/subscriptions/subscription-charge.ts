import type { BrandConfig } from '@onair/brand';
import { SUBSCRIPTION_PLAN_TICKETS, SUBSCRIPTION_PRICES, type SUBSCRIPTION_PLANS } from '@onair/contracts';
import type { Ledger, LedgerTx } from '@onair/ledger';
import { receivedOf, systemAccount, walletOf } from '../../../platform/ledger/accounts';
import { splitCommission } from '../commission';

export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** How long a plan lasts, as a PostgreSQL interval, so month ends are handled by the database. */
export const PLAN_INTERVALS: Record<SubscriptionPlan, string> = { oneMonth: '1 month', threeMonths: '3 months' };
/** The ticket that pays for a plan instead of the currency. */
export const PLAN_TICKETS: Record<SubscriptionPlan, number> = SUBSCRIPTION_PLAN_TICKETS;

export type SubscriptionCharge = {
  subscriptionId: number;
  subscriberId: number;
  channelOwnerId: number;
  brand: BrandConfig;
  plan: SubscriptionPlan;
  /** The period being paid for (1 for the first purchase, n + 1 for the n-th renewal). */
  period: number;
  useTicket: boolean;
};

/**
 * Pays for one period of a subscription. The streamer is paid the plan's price less the brand's
 * commission, as for gifts. From the wallet, the subscriber's currency pays it; with a ticket, the
 * ticket is consumed and the brand pays the streamer from issuance (the ticket was bought with won
 * through the gateway, which the ledger keeps in item units, not in currency).
 */
export function chargeSubscription(tx: LedgerTx, ledger: Ledger, charge: SubscriptionCharge) {
  const brand = charge.brand.code;
  const price = SUBSCRIPTION_PRICES[charge.plan];
  const { net, fee } = splitCommission(price, charge.brand.giftCommissionPercent);
  const toStreamer = [
    { account: receivedOf(charge.channelOwnerId, brand), amount: net },
    ...(fee > 0 ? [{ account: systemAccount(brand, 'commission'), amount: fee }] : []),
  ];
  const ticket = PLAN_TICKETS[charge.plan];
  const entries = charge.useTicket
    ? [
        { account: walletOf(charge.subscriberId, brand, ticket), amount: -1 },
        { account: systemAccount(brand, 'consumed', ticket), amount: 1 },
        { account: systemAccount(brand, 'issuance'), amount: -price },
        ...toStreamer,
      ]
    : [{ account: walletOf(charge.subscriberId, brand), amount: -price }, ...toStreamer];
  return ledger.post(tx, {
    brand,
    reason: 'subscription',
    reference: `subscription:${charge.subscriptionId}:${charge.period}`,
    memo: charge.useTicket ? `ticket ${ticket}` : undefined,
    entries,
  });
}
