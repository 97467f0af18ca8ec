import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { ChatSocketData } from './chat-auth';
import type { Ack } from './chat-protocol';
import { ChatRefused, REFUSALS } from './chat-refusals';
import type { ChatStore } from './chat-store';
import type { ModerationStore } from './moderation-store';
import type { SendRateLimiter } from './rate-limiter';
import type { RoomBroadcaster } from './room-broadcaster';
import type { RoomDirectory } from './room-directory';
import type { LiveMatches } from './live-matches';
import type { RoomEvents } from './room-events';
import type { RoomSequencer } from './room-sequencer';
import type { RoomStates } from './room-state';
import type { ViewerCounts } from './viewer-counts';
import type { FollowerCheck } from './follower-check';
import type { SlowModeGate } from './slow-mode';
import type { Database } from '@onair/db';
import type { LiveTickets } from '../live-auth/live-tickets';
import { ackOf, answerRequest } from './request-answer';

/** Everything a chat handler works with, built once per node by chat-server. */
export type ChatContext = {
  io: Server;
  store: ChatStore;
  sequencer: RoomSequencer;
  /** Sends stored lines to their rooms, one packet per room per tick. */
  broadcaster: RoomBroadcaster;
  directory: RoomDirectory;
  states: RoomStates;
  moderation: ModerationStore;
  /** Lines per member (shared through Redis with several nodes). */
  limiter: SendRateLimiter;
  /** Slow mode's last line per member and room (shared through Redis with several nodes). */
  slowMode: SlowModeGate;
  /** Whether a member follows a channel, for followers-only rooms. */
  followers: FollowerCheck;
  /** Joins per socket (a socket lives on one node). */
  joinLimiter: SendRateLimiter;
  viewers: ViewerCounts;
  /** The room's announcement and votes (room-events.ts). */
  roomEvents: RoomEvents;
  /** Live matches between two channels' rooms (live-matches.ts). */
  liveMatches: LiveMatches;
  /** Room tickets from live-Auth, for password rooms. */
  tickets: LiveTickets;
  db: Database;
  /** Drops a room's moderation state on every node after it changed. */
  stateChanged(channelId: number): void;
  log: FastifyBaseLogger;
};

export type ChatSocket = Socket & { data: ChatSocketData };

/**
 * Wraps a handler so every request gets exactly one answer: its result, or a refusal. The answer
 * goes to the ack callback when the client passed one; a refusal without one still reaches the
 * user, as an `event` of type refusal on that socket alone.
 */
export function handle<T extends object>(
  context: ChatContext,
  socket: ChatSocket,
  name: string,
  run: (payload: Record<string, unknown>) => Promise<Ack<T>>,
) {
  return async (...args: unknown[]) => {
    const ack = ackOf(args);
    const payload = args[0];
    let answer: Ack<T>;
    try {
      answer =
        payload !== null && typeof payload === 'object' && !Array.isArray(payload)
          ? await run(payload as Record<string, unknown>)
          : REFUSALS.invalid();
    } catch (error) {
      if (error instanceof ChatRefused) answer = error.answer;
      else {
        context.log.error({ err: error, event: name }, 'chat request failed');
        answer = REFUSALS.unavailable();
      }
    }
    answerRequest(socket, name, ack, answer);
  };
}
