import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { SUBSCRIPTION_STATE } from '@onair/contracts';
import { selectIsSignedIn, useAppSelector, useBrand } from '@onair/store';

export type Subscription = myApi.MySubscriptionsApiResponse['items'][number];

/** The largest page the API gives: a member's subscriptions fit in it. */
const LOOKUP_SIZE = 100;

/** Subscribed, or renewal cancelled but still paid for: the API refuses a second purchase of either. */
export function isActive(subscription: Subscription, now = Date.now()): boolean {
  const current =
    subscription.state === SUBSCRIPTION_STATE.subscribed || subscription.state === SUBSCRIPTION_STATE.renewalCancelled;
  return current && Date.parse(subscription.expiresAt) > now;
}

/**
 * The member's running subscription to a channel, so 구독 can say 구독 중 instead of selling a
 * second one the API would refuse (409). undefined while it is not known (loading, a visitor, a
 * brand without subscriptions); null when there is none. A purchase refreshes it (the 'my' tag).
 */
export function useActiveSubscription(channelId: number): Subscription | null | undefined {
  const signedIn = useAppSelector(selectIsSignedIn);
  const offered = isFeatureOn(useBrand(), 'subscriptions');
  const { data } = myApi.useMySubscriptionsQuery({ page: 1, size: LOOKUP_SIZE }, { skip: !signedIn || !offered });
  if (!data) return undefined;
  return data.items.find((subscription) => subscription.channelId === channelId && isActive(subscription)) ?? null;
}
