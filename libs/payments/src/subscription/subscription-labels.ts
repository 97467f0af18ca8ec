import { SUBSCRIPTION_PLAN_TICKETS } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';
import type { SubscriptionPlanId } from './subscription-plans';

/** SPEC.md section 3: 1 subscribed, 2 unsubscribed, 3 expired, 4 unused, 5 renewal cancelled. */
export const SUBSCRIPTION_STATE_KEYS: Record<number, MessageKey> = {
  1: 'payments.subscription.state.subscribed',
  2: 'payments.subscription.state.unsubscribed',
  3: 'payments.subscription.state.expired',
  4: 'payments.subscription.state.unused',
  5: 'payments.subscription.state.renewalCancelled',
};

export const PLAN_KEYS: Record<SubscriptionPlanId, MessageKey> = {
  oneMonth: 'payments.subscription.plan.oneMonth',
  threeMonths: 'payments.subscription.plan.threeMonths',
};

/** The subscription ticket that pays for each plan instead of the currency. */
export const PLAN_TICKETS: Record<SubscriptionPlanId, number> = SUBSCRIPTION_PLAN_TICKETS;
