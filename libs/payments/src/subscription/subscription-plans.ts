import { SUBSCRIPTION_PRICES } from '@onair/contracts';

export type SubscriptionPlanId = keyof typeof SUBSCRIPTION_PRICES;

export type SubscriptionPlan = {
  id: SubscriptionPlanId;
  months: number;
  /** SPEC.md section 9: 3300 for one month (also the monthly renewal), 9900 for three. */
  price: number;
};

const MONTHS: Record<SubscriptionPlanId, number> = { oneMonth: 1, threeMonths: 3 };

/** The channel subscription plans on sale, shortest first. */
export function subscriptionPlans(): SubscriptionPlan[] {
  return (Object.keys(MONTHS) as SubscriptionPlanId[])
    .map((id) => ({ id, months: MONTHS[id], price: SUBSCRIPTION_PRICES[id] }))
    .sort((a, b) => a.months - b.months);
}
