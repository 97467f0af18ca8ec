import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { myMoneyRoutes, SUBSCRIPTION_STATE } from '@onair/contracts';
import { channels, members, subscriptionEvents, subscriptions, type Database } from '@onair/db';
import { requireFeature } from '../../../platform/http/feature-gate';
import { registerIdempotentRoute } from '../../../platform/http/idempotent-route';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { chargeSubscription, PLAN_INTERVALS } from './subscription-charge';
import { activeAt, subscriptionById } from './subscription-view';
import type { Ledger } from '@onair/ledger';
import type { SubscriptionEvent, SubscriptionEventBus } from '../subscription-events';

declare module 'fastify' {
  interface FastifyRequest {
    /** A subscription to a live channel, shown in its room once the response is out (so after the commit). */
    committedSubscription: SubscriptionEvent | null;
  }
}

/** subscription_events.event of a first purchase (the SPEC's renewal events are 1 to 3). */
export const PURCHASE_EVENT = 0;

/**
 * POST /api/my/subscriptions. One row per member and channel, reused when a lapsed subscription is
 * bought again (periods keeps counting, so every charge has its own period number). Automatic
 * renewal is for the one-month plan only.
 */
export function subscribeRoute(
  app: FastifyInstance,
  { db, ledger, subscriptionBus }: { db: Database; ledger: Ledger; subscriptionBus: SubscriptionEventBus },
) {
  app.decorateRequest('committedSubscription', null);
  // As the gift route does: a callback hook after every request, set only by a purchase that committed
  // in this request (a replay of the Idempotency-Key runs no handler and sets nothing).
  app.addHook('onResponse', (request, reply, done) => {
    if (request.committedSubscription && reply.statusCode < 300) subscriptionBus.publish(request.committedSubscription);
    done();
  });
  registerIdempotentRoute(
    app,
    db,
    myMoneyRoutes.subscribe,
    async ({ body, tx, memberId, request }) => {
      const brand = request.brand;
      requireFeature(brand, 'subscriptions');
      // A withdrawn member's channel is gone: nobody is charged for a subscription no one can honour.
      // A channel of another brand is no channel here: the brands keep separate books (docs/auth.md).
      const [channel] = await tx
        .select({ ownerMemberId: channels.ownerMemberId, isLive: channels.isLive })
        .from(channels)
        .innerJoin(
          members,
          and(eq(members.memberId, channels.ownerMemberId), isNull(members.withdrawnAt), eq(members.brand, brand.code)),
        )
        .where(eq(channels.channelId, body.channelId));
      if (!channel) throw moneyRefusal(404, MONEY_CODES.notFound, 'channelNotFound', brand);
      if (channel.ownerMemberId === memberId)
        throw moneyRefusal(422, MONEY_CODES.invalid, 'subscribeOwnChannel', brand);

      const now = new Date();
      const expiresAt = sql`${now.toISOString()}::timestamptz + ${PLAN_INTERVALS[body.plan]}::interval`;
      const terms = {
        brand: brand.code,
        plan: body.plan,
        state: SUBSCRIPTION_STATE.subscribed,
        autoRenew: body.plan === 'oneMonth' && body.autoRenew,
        startedAt: now,
        expiresAt,
        updatedAt: now,
      };
      // A concurrent first purchase of the same pair waits on the unique index here, then finds the row.
      let [row] = await tx
        .insert(subscriptions)
        .values({ memberId, channelId: body.channelId, periods: 1, ...terms })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const pair = and(eq(subscriptions.memberId, memberId), eq(subscriptions.channelId, body.channelId));
        [row] = await tx
          .update(subscriptions)
          .set({ ...terms, periods: sql`${subscriptions.periods} + 1` })
          .where(and(pair, sql`not (${activeAt(now)})`))
          .returning();
        if (!row) throw moneyRefusal(409, MONEY_CODES.conflict, 'subscriptionActive', brand);
      }

      const { txId } = await chargeSubscription(tx, ledger, {
        subscriptionId: row.subscriptionId,
        subscriberId: memberId,
        channelOwnerId: channel.ownerMemberId,
        brand,
        plan: body.plan,
        period: row.periods,
        useTicket: body.useTicket,
      });
      await tx
        .insert(subscriptionEvents)
        .values({ subscriptionId: row.subscriptionId, event: PURCHASE_EVENT, period: row.periods, txId });
      if (channel.isLive) {
        const [subscriber] = await tx
          .select({ nickname: members.nickname })
          .from(members)
          .where(eq(members.memberId, memberId));
        request.committedSubscription = {
          subscriptionId: row.subscriptionId,
          period: row.periods,
          channelId: body.channelId,
          brand: brand.code,
          subscriberMemberId: memberId,
          subscriberNickname: subscriber?.nickname ?? '',
          at: now.toISOString(),
        };
      }
      return subscriptionById(tx, row.subscriptionId);
    },
  );
}
