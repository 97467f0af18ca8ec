import { EventEmitter } from 'node:events';

/** A channel went live or offline: what its live room is told (docs/chat.md, channel-status). */
export type ChannelStatusEvent = {
  channelId: number;
  live: boolean;
  title: string;
  /** ISO time the broadcast started; null once offline. */
  startedAt: string | null;
};

/** The owner changed the broadcast's title (null: cleared). */
export type ChannelInfoEvent = { channelId: number; liveTitle: string | null };

/**
 * Channels going live or offline, published after the change commits by the node that made it
 * (publish, unpublish, key regeneration, heartbeat reconciliation, the dead-node sweep). The chat
 * server subscribes and tells the room; with several nodes the Redis adapter fans the emit out.
 */
export type ChannelEventBus = {
  publish(event: ChannelStatusEvent): void;
  subscribe(listener: (event: ChannelStatusEvent) => void): () => void;
  /** The title changed, published by the node that stored it; the chat server tells the room. */
  publishInfo(event: ChannelInfoEvent): void;
  subscribeInfo(listener: (event: ChannelInfoEvent) => void): () => void;
};

export function createChannelEventBus(): ChannelEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (event) => emitter.emit('status', event),
    subscribe(listener) {
      emitter.on('status', listener);
      return () => emitter.off('status', listener);
    },
    publishInfo: (event) => emitter.emit('info', event),
    subscribeInfo(listener) {
      emitter.on('info', listener);
      return () => emitter.off('info', listener);
    },
  };
}
