import { CHAT_LIVE_MATCH_TYPES, type ChatLiveMatchAnswers, type ChatLiveMatchPayload } from '@onair/contracts';
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

type Answer = ChatLiveMatchAnswers[LiveMatchAction];

/**
 * action {room, type: proposeMatch|acceptMatch|declineMatch|endMatch, …} -> ack. A match is the
 * broadcast's own content, like a vote: only the channel's owner proposes it (in their room) and
 * answers it (in the opponent's room); either owner, or an operator, may end it early. Managers
 * and members are refused. The rooms hear it as `event` (live-matches.ts).
 */
/** What live matches between two rooms work with. */
export type LiveMatchParts = { directory: RoomDirectory; states: RoomStates; liveMatches: LiveMatches; log: FastifyBaseLogger };

export function liveMatchHandler(context: LiveMatchParts, socket: ChatSocket) {
  return handle<ChatLiveMatchPayload, Answer>(context.log, socket, 'action', async (payload): Promise<Ack<Answer>> => {
    const channelId = Number(payload.room);
    const user = socket.data.user;
    if (!user) return REFUSALS.membersOnly();
    const info = await context.directory.find(channelId);
    if (!info || info.brand !== socket.data.brand) return REFUSALS.roomNotFound();
    const role = roleIn(user, info, await context.states.get(channelId));
    const matches = context.liveMatches;

    if (payload.type === 'proposeMatch') {
      if (role !== 'owner') return REFUSALS.forbidden();
      const { opponentChannelId: opponentId, minutes } = payload;
      if (opponentId === channelId) return REFUSE.ownChannel();
      // A row id may still be past the channel ids a room can name.
      const opponent = channelIdOf(opponentId) === null ? null : await context.directory.find(opponentId);
      // Channels belong to their owner's brand: another brand's channel is not found here.
      if (!opponent || opponent.brand !== info.brand) return REFUSE.opponentNotFound();
      const proposed = await matches.propose(channelId, opponentId, minutes, user.memberId);
      if (proposed.outcome === 'notLive') return REFUSE.notLive();
      if (proposed.outcome === 'busy') return proposed.mine ? REFUSE.busyMine() : REFUSE.busyOpponent();
      return { ok: true, match: proposed.match };
    }

    const { type, matchId } = payload;
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
