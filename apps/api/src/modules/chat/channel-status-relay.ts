import type { ChatChannelInfoEvent, ChatChannelStatusEvent } from '@onair/contracts';
import type { ChannelEventBus } from '../streams/index';
import type { Server } from 'socket.io';
import { CHAT_EVENTS, socketRoomOf } from './chat-protocol';

/**
 * A channel going live or offline is told to its room as `event {type: 'channel-status'}`, so
 * the live page starts or stops its player without a reload. Only the node that made the change
 * hears it (the bus is in-process); the adapter carries the emit to the other nodes' sockets.
 * Not stored: a viewer who joins later reads the channel detail, which says the same.
 */
export function relayChannelStatus(context: { io: Server }, events: ChannelEventBus): () => void {
  return events.subscribe((status) => {
    const room = String(status.channelId);
    const event: ChatChannelStatusEvent = {
      type: 'channel-status',
      room,
      live: status.live,
      title: status.title,
      startedAt: status.startedAt,
    };
    context.io.to(socketRoomOf(room)).emit(CHAT_EVENTS.event, event);
  });
}

/**
 * The owner changed the broadcast's title: the room is told `event {type: 'channel-info'}`, so every
 * open live page shows the new title without a reload (and without each asking the API again).
 */
export function relayChannelInfo(context: { io: Server }, events: ChannelEventBus): () => void {
  return events.subscribeInfo(({ channelId, liveTitle }) => {
    const room = String(channelId);
    const event: ChatChannelInfoEvent = { type: 'channel-info', room, liveTitle };
    context.io.to(socketRoomOf(room)).emit(CHAT_EVENTS.event, event);
  });
}
