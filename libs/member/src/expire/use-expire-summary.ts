import { useMemo } from 'react';
import { luvApi, myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { SUBSCRIPTION_STATE } from '@onair/contracts';
import { useBrand } from '@onair/store';
import type { QueryLike } from '@onair/ui';

/** What the member would lose by withdrawing, as the AGREEMENT step lists it. */
export type ExpireSummary = {
  loginId: string;
  nickname: string;
  /** False for a social signup that never set one: IDENTIFICATION sends them to set it first. */
  hasPassword: boolean;
  channelName: string | null;
  followingCount: number;
  /** The wallet's currency, forfeited. */
  currency: number;
  /** The wallet's other items, forfeited. */
  items: { itemCode: number; quantity: number }[];
  /** The channel's received currency not yet withdrawn, forfeited. */
  earnings: number;
  /** Received currency held by a withdrawal request not yet decided: withdrawal is refused meanwhile. */
  held: number;
  /** Subscriptions still running (their renewal stops, the period paid is not refunded); null where the brand has none. */
  activeSubscriptions: number | null;
};

/** Page size of the subscription read: the API's largest, so every running subscription is counted. */
const SUBSCRIPTION_PAGE = { page: 1, size: 100 };

/**
 * The reads the AGREEMENT step needs, as one query: the profile, the wallet (GET /api/luv/items-sum),
 * received currency (GET /api/luv/received) and, where the brand has subscriptions, the member's.
 */
export function useExpireSummary(): QueryLike<ExpireSummary> {
  const brand = useBrand();
  const subscriptionsOn = isFeatureOn(brand, 'subscriptions');
  const profile = myApi.useMyProfileQuery();
  const wallet = luvApi.useLuvItemsSumQuery();
  const received = luvApi.useLuvReceivedQuery();
  const subscriptions = myApi.useMySubscriptionsQuery(SUBSCRIPTION_PAGE, { skip: !subscriptionsOn });
  const queries = subscriptionsOn ? [profile, wallet, received, subscriptions] : [profile, wallet, received];

  const data = useMemo((): ExpireSummary | undefined => {
    if (!profile.data || !wallet.data || !received.data || (subscriptionsOn && !subscriptions.data)) return undefined;
    const now = Date.now();
    const running = (subscriptions.data?.items ?? []).filter(
      (subscription) =>
        (subscription.state === SUBSCRIPTION_STATE.subscribed ||
          subscription.state === SUBSCRIPTION_STATE.renewalCancelled) &&
        Date.parse(subscription.expiresAt) > now,
    );
    return {
      loginId: profile.data.loginId,
      nickname: profile.data.nickname,
      hasPassword: profile.data.hasPassword,
      channelName: profile.data.channelName,
      followingCount: profile.data.followingCount,
      currency: wallet.data.luv,
      items: wallet.data.items.filter((item) => item.quantity > 0),
      earnings: received.data.available,
      held: received.data.held,
      activeSubscriptions: subscriptionsOn ? running.length : null,
    };
  }, [profile.data, wallet.data, received.data, subscriptions.data, subscriptionsOn]);

  return {
    data,
    isLoading: queries.some((query) => query.isLoading),
    isError: queries.some((query) => query.isError),
    refetch: () => queries.forEach((query) => void query.refetch()),
  };
}
