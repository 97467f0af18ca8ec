import type { LiveViewers } from '../directory/index';
import { socketRoomOf } from './chat-protocol';
import type { ViewerCounts } from './viewer-counts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The count a live channel's chat room shows, for the channel lists (installChat sets it; a
     * node without the chat has none, and its lists show channels.viewer_count).
     */
    liveViewers?: LiveViewers;
  }
}

/** The room's count as this node's chat knows it (its sockets and the other nodes' last beats). */
export const liveViewersOf =
  (viewers: ViewerCounts): LiveViewers =>
  (channelId) =>
    viewers.known(socketRoomOf(String(channelId)));
