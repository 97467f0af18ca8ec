import { EventEmitter } from 'node:events';

/** What a live room shows when a member subscribes to its channel. */
export type SubscriptionEvent = {
  subscriptionId: number;
  /** The member's purchases of this channel's subscription so far, 1 for the first. */
  period: number;
  channelId: number;
  brand: string;
  subscriberMemberId: number;
  subscriberNickname: string;
  at: string;
};

/**
 * Subscriptions bought for a live channel, published after their transaction commits (as gifts
 * are, gift-events.ts). The chat server subscribes and posts each into the channel's room.
 */
export type SubscriptionEventBus = {
  publish(event: SubscriptionEvent): void;
  subscribe(listener: (event: SubscriptionEvent) => void): () => void;
};

export function createSubscriptionEventBus(): SubscriptionEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit('subscription', event),
    subscribe(listener) {
      emitter.on('subscription', listener);
      return () => emitter.off('subscription', listener);
    },
  };
}
