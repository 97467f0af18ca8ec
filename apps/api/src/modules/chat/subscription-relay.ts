import type { ChatSubscribedPayload, UserType } from '@onair/contracts';
import type { SubscriptionEvent, SubscriptionEventBus } from '../money/index';
import { roleIn } from './chat-roles';
import type { GiftRelayParts, LineRelay } from './gift-relay';

/**
 * Subscriptions become kind 'notice' lines in the channel's room ("X님이 구독했습니다" on the web),
 * stored and numbered as gift alerts are (chat-store appendGifts), so a viewer who reconnects gets
 * them too. Rare next to gifts, so each is stored on its own. Its clientMsgId names the purchase
 * (`subscribed:<subscriptionId>:<period>`), so the same purchase is never shown twice.
 */
export function relaySubscriptions(context: GiftRelayParts, subscriptions: SubscriptionEventBus): LineRelay {
  const storing = new Set<Promise<void>>();
  const unsubscribe = subscriptions.subscribe((event) => {
    const stored = post(context, event).catch((error: unknown) =>
      context.log.error({ err: error, subscriptionId: event.subscriptionId }, 'subscription not shown in chat'),
    );
    storing.add(stored);
    void stored.finally(() => storing.delete(stored));
  });
  return {
    stop: unsubscribe,
    async idle() {
      while (storing.size > 0) await Promise.all([...storing]);
    },
  };
}

async function post(context: GiftRelayParts, event: SubscriptionEvent): Promise<void> {
  const info = await context.directory.find(event.channelId);
  if (!info) return;
  const state = await context.states.get(event.channelId);
  const role = roleIn({ memberId: event.subscriberMemberId, userType: 'V' satisfies UserType }, info, state);
  const payload: ChatSubscribedPayload = {
    notice: 'subscribed',
    subscriptionId: event.subscriptionId,
    period: event.period,
    subscriberNickname: event.subscriberNickname,
  };
  const created = await context.store.appendGifts([
    {
      channelId: event.channelId,
      draft: {
        memberId: event.subscriberMemberId,
        nickname: event.subscriberNickname,
        role,
        kind: 'notice',
        text: '',
        payload,
        clientMsgId: `subscribed:${event.subscriptionId}:${event.period}`,
      },
    },
  ]);
  context.broadcaster.publish(created);
}
