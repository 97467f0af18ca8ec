import {
  CHAT_LIVE_MATCH_LIMITS as LIMITS,
  CHAT_LIVE_MATCH_TYPES,
  type ChatLiveMatchAnswers,
} from '@onair/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { handle, type ChatSocket } from './chat-handle';
import type { LiveMatches } from './live-matches';
import type { RoomDirectory } from './room-directory';
import type { RoomStates } from './room-state';
import type { Ack } from './chat-protocol';
import { REFUSALS } from './chat-refusals';
import { roleIn } from './chat-roles';
import { LIVE_MATCH_REFUSALS as REFUSE } from './live-match-refusals';
import { channelIdOf } from './room-directory';

export const LIVE_MATCH_ACTIONS = CHAT_LIVE_MATCH_TYPES;
export type LiveMatchAction = (typeof LIVE_MATCH_ACTIONS)[number];

/** An `action` payload for this handler rather than the moderation or room-event ones. */
export const isLiveMatchAction = (payload: unknown): boolean =>
  payload !== null &&
  typeof payload === 'object' &&
  LIVE_MATCH_ACTIONS.includes((payload as { type?: unknown }).type as LiveMatchAction);

type Answer = ChatLiveMatchAnswers[LiveMatchAction];

const positiveId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * action {room, type: proposeMatch|acceptMatch|declineMatch|endMatch, …} -> ack. A match is the
 * broadcast's own content, like a vote: only the channel's owner proposes it (in their room) and
 * answers it (in the opponent's room); either owner, or an operator, may end it early. Managers
 * and members are refused. The rooms hear it as `event` (live-matches.ts).
 */
/** What live matches between two rooms work with. */
export type LiveMatchParts = { directory: RoomDirectory; states: RoomStates; liveMatches: LiveMatches; log: FastifyBaseLogger };

export function liveMatchHandler(context: LiveMatchParts, socket: ChatSocket) {
  return handle<Answer>(context.log, socket, 'action', async (payload): Promise<Ack<Answer>> => {
    const channelId = channelIdOf(payload['room']);
    const type = payload['type'] as LiveMatchAction;
    if (channelId === null || !LIVE_MATCH_ACTIONS.includes(type)) return REFUSALS.invalid();
    const user = socket.data.user;
    if (!user) return REFUSALS.membersOnly();
    const info = await context.directory.find(channelId);
    if (!info || info.brand !== socket.data.brand) return REFUSALS.roomNotFound();
    const role = roleIn(user, info, await context.states.get(channelId));
    const matches = context.liveMatches;

    if (type === 'proposeMatch') {
      if (role !== 'owner') return REFUSALS.forbidden();
      const opponentId = payload['opponentChannelId'];
      const minutes = payload['minutes'];
      if (!positiveId(opponentId)) return REFUSALS.invalid();
      if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < LIMITS.minMinutes || minutes > LIMITS.maxMinutes)
        return REFUSE.minutes();
      if (opponentId === channelId) return REFUSE.ownChannel();
      const opponent = channelIdOf(opponentId) === null ? null : await context.directory.find(opponentId);
      // Channels belong to their owner's brand: another brand's channel is not found here.
      if (!opponent || opponent.brand !== info.brand) return REFUSE.opponentNotFound();
      const proposed = await matches.propose(channelId, opponentId, minutes, user.memberId);
      if (proposed.outcome === 'notLive') return REFUSE.notLive();
      if (proposed.outcome === 'busy') return proposed.mine ? REFUSE.busyMine() : REFUSE.busyOpponent();
      return { ok: true, match: proposed.match };
    }

    const matchId = payload['matchId'];
    if (!positiveId(matchId)) return REFUSALS.invalid();
    if (type === 'endMatch') {
      if (role !== 'owner' && role !== 'operator') return REFUSALS.forbidden();
      const match = await matches.find(matchId);
      if (!match || (match.channelId !== channelId && match.opponentChannelId !== channelId))
        return REFUSE.matchNotFound();
      const ended = await matches.end(matchId);
      return ended ? { ok: true, match: ended } : REFUSE.matchEnded();
    }

    // Only the opponent's owner answers, in their own room.
    if (role !== 'owner') return REFUSALS.forbidden();
    const match = await matches.find(matchId);
    if (!match || match.opponentChannelId !== channelId) return REFUSE.matchNotFound();
    const answered = await matches.answer(matchId, channelId, type === 'acceptMatch');
    return answered ? { ok: true, match: answered } : REFUSE.proposalClosed();
  });
}
