import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { myMoneyRoutes, RENEWAL_EVENT, SUBSCRIPTION_STATE, subscriberCountRoute } from '@onair/contracts';
import { channels, subscriptionEvents, subscriptions, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { requireFeature } from '../../../platform/http/feature-gate';
import { memberOf } from '../../../platform/sessions/member-of';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { pageOf } from '../paging';
import { activeAt, subscriptionById, subscriptionPage } from './subscription-view';
import { channelRepository } from '../../directory/index';
import type { Ledger } from '@onair/ledger';

/** The member's subscriptions, their channel's subscribers, renewal cancelling, and the public count. */
export function subscriptionRoutes(app: FastifyInstance, { db, ledger }: { db: Database; ledger: Ledger }) {

  registerRoute(app, myMoneyRoutes.subscriptions, async ({ query, request }) => {
    requireFeature(request.brand, 'subscriptions');
    return subscriptionPage(db, eq(subscriptions.memberId, memberOf(request).memberId), query);
  });

  registerRoute(app, myMoneyRoutes.subscribers, async ({ query, request }) => {
    requireFeature(request.brand, 'subscriptions');
    const [channel] = await db.select({ channelId: channels.channelId }).from(channels).where(eq(channels.ownerMemberId, memberOf(request).memberId));
    if (!channel) return pageOf([], query, 0);
    return subscriptionPage(db, and(eq(subscriptions.channelId, channel.channelId), activeAt(new Date())), query);
  });

  // The subscription runs to its expiry; only the monthly charge stops. Cancelling twice is fine.
  registerRoute(app, myMoneyRoutes.cancelRenewal, async ({ params, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'subscriptions');
    const { memberId } = memberOf(request);
    const cancelled = await ledger.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({ state: SUBSCRIPTION_STATE.renewalCancelled, autoRenew: false, updatedAt: new Date() })
        .where(and(eq(subscriptions.subscriptionId, params.subscriptionId), eq(subscriptions.memberId, memberId), activeAt(new Date())))
        .returning();
      if (!row) return null;
      await tx
        .insert(subscriptionEvents)
        .values({ subscriptionId: row.subscriptionId, event: RENEWAL_EVENT.renewalCancel, period: row.periods })
        .onConflictDoNothing();
      return row;
    });
    if (!cancelled) throw moneyRefusal(404, MONEY_CODES.notFound, 'subscriptionNotFound', brand);
    return subscriptionById(db, cancelled.subscriptionId);
  });

  registerRoute(app, subscriberCountRoute, async ({ query, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'subscriptions');
    // A channel of another brand is answered as one that does not exist, as follower-count answers it.
    if (!(await channelRepository(db).ofBrand(query.channelId, brand.code)))
      throw moneyRefusal(404, MONEY_CODES.notFound, 'channelNotFound', brand);
    const [row] = await db
      .select({ value: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.channelId, query.channelId), activeAt(new Date())));
    return { channelId: query.channelId, count: row?.value ?? 0 };
  });
}
