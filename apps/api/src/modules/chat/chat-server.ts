import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  followRoutes,
  isLineDeletionPayload,
  isLiveMatchPayload,
  isRoomEventPayload,
  type ChatViewersEvent,
} from '@onair/contracts';
import { Server } from 'socket.io';
import { accessTokens } from '../../platform/sessions/access-tokens';
import type { BrandConfig } from '@onair/brand';
import type { Database } from '@onair/db';
import type { OriginSettings } from '../../platform/sessions/origin-check';
import type { SharedCache } from '../../platform/shared-cache';
import { openChatFanOut } from './chat-adapter';
import { startViewerCountWriter } from './viewer-count-writer';
import { liveTickets } from '../live-auth/index';
import { chatAuthMiddleware } from './chat-auth';
import type { ChatSocket } from './chat-handle';
import { CHAT_LIMITS } from './chat-limits';
import { brandOfHandshake, chatOriginAllowed, factsOfHandshake } from './chat-origin';
import { CHAT_EVENTS, socketRoomOf, type WireMessage } from './chat-protocol';
import { createChatStore } from './chat-store';
import { createFollowerCheck } from './follower-check';
import { relayChannelInfo, relayChannelStatus } from './channel-status-relay';
import { startGiftLineRecovery } from './gift-line-recovery';
import { relayGifts } from './gift-relay';
import { relaySubscriptions } from './subscription-relay';
import { joinHandler, leaveHandler, type JoinParts } from './join-handler';
import { lineDeletionHandler, type LineDeletionParts } from './line-deletion-handler';
import { createLineDeletionStore } from './line-deletion-store';
import { liveMatchHandler, type LiveMatchParts } from './live-match-handler';
import { createLiveMatches } from './live-matches';
import { liveViewersOf } from './live-viewers';
import { createLocalDelivery } from './local-delivery';
import { memberRoomOf, moderationHandler, type ModerationParts } from './moderation-handler';
import { createModerationStore } from './moderation-store';
import { moderationRelay } from './moderation-relay';
import { memoryRateLimiter, redisRateLimiter } from './rate-limiter';
import { createRoomBroadcaster } from './room-broadcaster';
import { createRoomDirectory } from './room-directory';
import { createRoomEvents, ROOM_EVENTS_TIMING } from './room-events';
import { roomEventsHandler, type RoomEventsParts } from './room-events-handler';
import { createRoomSequencer } from './room-sequencer';
import { createRoomStates } from './room-state';
import { createLineBadges } from './line-badges';
import { sendHandler, type SendParts } from './send-handler';
import { acceptRequests } from './inbound-requests';
import { memorySlowModeGate, redisSlowModeGate } from './slow-mode';
import { createViewerCounts } from './viewer-counts';
import type { ChatTimingSettings } from '../../platform/config/settings';

const STATE_CHANGED_EVENT = 'chat:state';
/** Lines a node stored, to the other nodes (room-broadcaster.ts). */
const LINES_EVENT = 'chat:lines';
/** A member unfollowed a channel: every node forgets it had seen them follow (follower-check.ts). */
const UNFOLLOWED_EVENT = 'chat:unfollowed';
/** The unfollow route as Fastify names it. */
const UNFOLLOW_URL = followRoutes.unfollow.path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The chat: socket.io on the API's own HTTP server at /socket.io, WebSocket only (SPEC.md
 * section 7). Its state lives in PostgreSQL (messages, sequences, moderation) and, with several
 * nodes, its fan-out in Redis; a node holds nothing another node needs. docs/chat.md has the
 * protocol and the reasons.
 */
/** What the chat is built from. */
export type ChatOptions = {
  db: Database;
  /** Signs the access tokens the handshake checks and the room tickets of live-Auth. */
  tokenSecret: string;
  origins: OriginSettings;
  defaultBrand: BrandConfig;
  cache: SharedCache;
  /** Shorter vote and viewer-count clocks for tests; production leaves it unset. */
  chatTiming?: ChatTimingSettings;
};

export function installChat(
  app: FastifyInstance,
  { db, tokenSecret, origins, defaultBrand, cache, chatTiming }: ChatOptions,
) {
  const fanOut = openChatFanOut(cache);
  const clustered = fanOut.adapter !== undefined;
  // Set once the node starts closing: a handshake arriving then would hold the HTTP server open.
  let closing = false;

  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: CHAT_LIMITS.maxFrameBytes,
    // socket.io's default, said aloud: zlib's contexts are a few hundred KB a socket, and compressing costs CPU per packet per socket.
    perMessageDeflate: false,
    adapter: fanOut.adapter,
    allowRequest: (request, callback) => callback(null, !closing && chatOriginAllowed(request, origins, defaultBrand)),
  });

  // Redis answers a publish after the node closed its connection with a rejection nobody awaits (the
  // adapter's serverSideEmit): an unhandled error. A line stored in that moment is in the database, and
  // the other nodes' clients fetch it by its seq, so nothing is told to them once the node is going.
  let fanOutOpen = true;
  const toOtherNodes = (event: string, ...args: unknown[]) => {
    if (clustered && fanOutOpen) io.serverSideEmit(event, ...args);
  };

  const store = createChatStore(db);
  const directory = createRoomDirectory(db);
  const states = createRoomStates(db);
  // One packet per room per tick on each node, however many lines it holds and whichever node stored them.
  const deliverLocally = createLocalDelivery(io, CHAT_LIMITS.deliverySliceSockets);
  const broadcaster = createRoomBroadcaster({
    deliver: (socketRoom, messages) => deliverLocally(socketRoom, CHAT_EVENTS.message, messages),
    forward: clustered ? (socketRoom, messages) => toOtherNodes(LINES_EVENT, socketRoom, messages) : undefined,
    hasSockets: (socketRoom) => (io.of('/').adapter.rooms.get(socketRoom)?.size ?? 0) > 0,
    tickMs: CHAT_LIMITS.broadcastTickMs,
  });
  const log = app.log;
  const badges = createLineBadges(db);
  const sequencer = createRoomSequencer(store, (messages) => broadcaster.publish(messages), CHAT_LIMITS.batchSize);
  const limiter = fanOut.redis
    ? redisRateLimiter(fanOut.redis, fanOut.keyPrefix, CHAT_LIMITS.rate)
    : memoryRateLimiter(CHAT_LIMITS.rate);
  const slowMode = fanOut.redis ? redisSlowModeGate(fanOut.redis, fanOut.keyPrefix) : memorySlowModeGate();
  const followers = createFollowerCheck(db);
  const joinLimiter = memoryRateLimiter(CHAT_LIMITS.joinRate);
  const viewers = createViewerCounts(io, clustered, randomUUID());
  const roomEvents = createRoomEvents(db, io, log, {
    tallyMs: chatTiming?.voteTallyMs ?? ROOM_EVENTS_TIMING.tallyMs,
    sweepMs: chatTiming?.voteSweepMs ?? ROOM_EVENTS_TIMING.sweepMs,
    secondMs: chatTiming?.voteSecondMs ?? ROOM_EVENTS_TIMING.secondMs,
  });
  const liveMatches = createLiveMatches(db, io, directory, log);
  // Each handler is handed what it works with, and only that.
  const greeting: RoomEventsParts = { directory, states, roomEvents, liveMatches, log };
  const lines = createLineDeletionStore(db);
  const joining: JoinParts = {
    ...greeting,
    store,
    lines,
    broadcaster,
    joinLimiter,
    viewers,
    db,
    tickets: liveTickets(tokenSecret),
  };
  const sending: SendParts = { store, sequencer, directory, states, limiter, slowMode, followers, badges, log };
  const moderating: ModerationParts = {
    io,
    directory,
    states,
    moderation: createModerationStore(db),
    stateChanged(channelId) {
      states.forget(channelId);
      toOtherNodes(STATE_CHANGED_EVENT, channelId);
    },
    log,
  };
  const matching: LiveMatchParts = { directory, states, liveMatches, log };
  const deleting: LineDeletionParts = { io, directory, states, lines, log };
  // An unfollow answered here: followers-only rooms take the member's next line as a non-follower's,
  // on every node. A follow needs nothing: a "does not follow" is never kept.
  // onSend: before the answer leaves, so the member's next line on this node already reads the table.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'DELETE' && reply.statusCode === 200 && request.routeOptions.url === UNFOLLOW_URL) {
      const channelId = Number((request.params as { channelId?: unknown } | undefined)?.channelId);
      const memberId = request.member?.memberId;
      if (memberId !== undefined && Number.isSafeInteger(channelId)) {
        followers.forget(memberId, channelId);
        toOtherNodes(UNFOLLOWED_EVENT, memberId, channelId);
      }
    }
    done(null, payload);
  });
  if (clustered) {
    io.on(UNFOLLOWED_EVENT, (memberId: unknown, channelId: unknown) => {
      if (typeof memberId === 'number' && typeof channelId === 'number') followers.forget(memberId, channelId);
    });
    io.on(STATE_CHANGED_EVENT, (channelId: unknown) => typeof channelId === 'number' && states.forget(channelId));
    io.on(LINES_EVENT, (socketRoom: unknown, messages: unknown) => {
      if (typeof socketRoom === 'string' && Array.isArray(messages)) {
        badges.sawLines(messages as WireMessage[]);
        broadcaster.receive(socketRoom, messages as WireMessage[]);
      }
    });
  }

  io.use(
    chatAuthMiddleware(
      accessTokens(tokenSecret),
      db,
      (socket) => brandOfHandshake(factsOfHandshake(socket.handshake), defaultBrand).code,
    ),
  );
  io.on('connection', (raw) => {
    const socket = raw as ChatSocket;
    // socket.handshake keeps the headers and query the chat reads later; dropping the upgrade
    // request they came in saves about 0.8 KB of heap a socket (bench/chat), as socket.io advises.
    (socket.conn as { request: unknown }).request = null;
    // Each member's sockets, on whichever node, can be reached at once: a kick, a new role.
    if (socket.data.user) void socket.join(memberRoomOf(socket.data.user.memberId));
    // Every line a socket sends counts, refused or not: the load the chat takes in.
    socket.use(([event], next) => {
      if (event === 'message') app.metrics.chatLinesIn.inc();
      next();
    });
    const moderate = moderationHandler(moderating, socket);
    const roomEvent = roomEventsHandler(greeting, socket);
    const liveMatch = liveMatchHandler(matching, socket);
    const deleteLine = lineDeletionHandler(deleting, socket);
    // Each payload is parsed by its schema first (inbound-requests.ts): the handlers get only well-formed ones.
    acceptRequests(socket, {
      join: joinHandler(joining, socket),
      leave: leaveHandler(joining, socket),
      message: sendHandler(sending, socket),
      // One `action` event carries moderation, line deletion, the room's announcement and votes, and live matches.
      action: (payload, ack) =>
        isLineDeletionPayload(payload)
          ? deleteLine(payload, ack)
          : isLiveMatchPayload(payload)
            ? liveMatch(payload, ack)
            : isRoomEventPayload(payload)
              ? roomEvent(payload, ack)
              : moderate(payload, ack),
    });
  });

  // A block, a password change or a withdrawal ends the member's sockets at once, on every node (the
  // adapter carries disconnectSockets); reconnecting with the old token is refused at the handshake.
  const stopSessionEnds = app.sessions.ended.subscribe((memberId) => {
    if (fanOutOpen) io.in(memberRoomOf(memberId)).disconnectSockets(true);
  });

  app.metrics.probes.sockets = () => io.engine.clientsCount;
  const fanOutRedis = fanOut.redis;
  if (fanOutRedis) app.metrics.probes.redis = () => fanOutRedis.status;

  // Routes ask it per request, so decorating after they were registered is in time (before ready).
  app.decorate('liveViewers', liveViewersOf(viewers));
  app.decorate('roomModeration', moderationRelay(io, (channelId) => moderating.stateChanged(channelId)));
  // A gift or subscription changes its member's badges in the room: their next line here reads them afresh.
  const relayed = {
    ...broadcaster,
    publish(messages: readonly WireMessage[]) {
      badges.sawLines(messages);
      broadcaster.publish(messages);
    },
  };
  // Before the relays' own listeners: the gift's answer may reach its sender before its line is stored.
  const forgetBadges = [
    app.giftEvents.subscribe((gift) => badges.forget(gift.senderMemberId, gift.channelId)),
    app.subscriptionEvents.subscribe((bought) => badges.forget(bought.subscriberMemberId, bought.channelId)),
  ];
  const giftRelay = relayGifts({ store, directory, states, broadcaster: relayed, log }, app.giftEvents);
  const giftLineRecovery = startGiftLineRecovery(db, giftRelay.take, log, chatTiming?.giftLineRecoveryMs);
  const subscriptionRelay = relaySubscriptions(
    { store, directory, states, broadcaster: relayed, log },
    app.subscriptionEvents,
  );
  const stopMatchScores = liveMatches.listen(app.giftEvents);
  const stopChannelStatus = relayChannelStatus({ io }, app.channelEvents);
  const stopChannelInfo = relayChannelInfo({ io }, app.channelEvents);
  const viewerCountWriter = startViewerCountWriter(
    db,
    io.of('/').adapter.rooms,
    viewers,
    app.log,
    chatTiming?.viewerCountWriteMs ?? CHAT_LIMITS.viewerCountWriteMs,
    (channelId, viewers) => {
      const room = String(channelId);
      io.local
        .to(socketRoomOf(room))
        .emit(CHAT_EVENTS.event, { type: 'viewers', room, viewers } satisfies ChatViewersEvent);
    },
  );
  // Before Fastify stops the HTTP server: open WebSockets would keep it from ever closing. Closing
  // the connections (not disconnecting the sockets) lets clients reconnect to another node.
  app.addHook('preClose', async () => {
    closing = true;
    stopSessionEnds();
    for (const unsubscribe of forgetBadges) unsubscribe();
    giftRelay.stop();
    await giftLineRecovery.stop();
    subscriptionRelay.stop();
    stopMatchScores();
    stopChannelStatus();
    stopChannelInfo();
    viewers.stop();
    // Lines waiting for their tick reach this node's sockets before the connections close.
    await broadcaster.flushAll();
    io.engine.close();
  });
  // After it: what was already taken is stored before the database goes.
  app.addHook('onClose', async () => {
    await giftRelay.idle();
    await subscriptionRelay.idle();
    await roomEvents.stop();
    await liveMatches.stop();
    await viewerCountWriter.stop();
    await sequencer.idle();
    // Lines stored since went to the other nodes as they were stored; this stops the ticks.
    await broadcaster.close();
    limiter.close();
    joinLimiter.close();
    slowMode.close();
    followers.close();
    fanOutOpen = false;
    await io.of('/').adapter.close();
    await fanOut.close();
  });
  return io;
}
