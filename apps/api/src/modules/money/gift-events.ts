import { EventEmitter } from 'node:events';

/** What a live room shows when a gift arrives. */
export type GiftEvent = {
  giftId: number;
  channelId: number;
  brand: string;
  senderMemberId: number;
  senderNickname: string;
  itemCode: number;
  amount: number;
  message: string | null;
  at: string;
};

/**
 * Gifts to a live channel, published after their transaction commits. The chat server subscribes
 * and emits each into the channel's room; with several nodes it is the Redis adapter that fans out.
 */
export type GiftEventBus = {
  publish(event: GiftEvent): void;
  subscribe(listener: (event: GiftEvent) => void): () => void;
};

export function createGiftEventBus(): GiftEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit('gift', event),
    subscribe(listener) {
      emitter.on('gift', listener);
      return () => emitter.off('gift', listener);
    },
  };
}
