import type { ChatClientPayload } from '@onair/contracts';
import { socketRoomOf } from './chat-protocol';
import { REFUSALS } from './chat-refusals';
import { isModerator, roleIn } from './chat-roles';
import { checkChatText } from './chat-text';
import type { FastifyBaseLogger } from 'fastify';
import { handle, type ChatSocket } from './chat-handle';
import type { ChatStore } from './chat-store';
import type { FollowerCheck } from './follower-check';
import type { LineBadges } from './line-badges';
import type { SendRateLimiter } from './rate-limiter';
import type { RoomDirectory } from './room-directory';
import type { RoomSequencer } from './room-sequencer';
import type { RoomStates } from './room-state';
import type { SlowModeGate } from './slow-mode';
import { sanctioned } from './room-state';
import { inForce } from '../../platform/sessions/member-restrictions';

/**
 * message {room, text, clientMsgId} -> ack {ok, seq}. The checks run cheapest first and the
 * database is touched only to store: who may speak comes from the node's room state, the rate
 * and slow mode's wait from memory or Redis. Only a followers-only room reads whether a viewer
 * follows (cached while they do). A resend of a stored message (same clientMsgId) answers its
 * first seq, even when the resend itself would be over the rate limit or inside slow mode's wait.
 */
/** What sending a line works with. */
export type SendParts = {
  store: ChatStore;
  sequencer: RoomSequencer;
  directory: RoomDirectory;
  states: RoomStates;
  /** Lines per member (shared through Redis with several nodes). */
  limiter: SendRateLimiter;
  /** Slow mode's last line per member and room (shared through Redis with several nodes). */
  slowMode: SlowModeGate;
  /** Whether a member follows a channel, for followers-only rooms. */
  followers: FollowerCheck;
  /** The writer's subscriber and fan badges in the room, stored with the line. */
  badges: LineBadges;
  log: FastifyBaseLogger;
};

export function sendHandler(context: SendParts, socket: ChatSocket) {
  return handle<ChatClientPayload<'message'>, { seq: number }>(context.log, socket, 'message', async (payload) => {
    const channelId = Number(payload.room);
    const clientMsgId = payload.clientMsgId ?? null;
    const raw = payload.text;
    const user = socket.data.user;
    if (!user) return REFUSALS.membersOnly();
    if (!socket.rooms.has(socketRoomOf(String(channelId)))) return REFUSALS.notJoined();
    // The console's ban covers every room of the brand, whatever the member's role there.
    if (user.chatBan && inForce(true, user.chatBan.until)) return REFUSALS.chatBanned(user.chatBan.until);
    const checked = checkChatText(raw);
    if (!checked.ok) return checked;

    const info = await context.directory.find(channelId);
    if (!info) return REFUSALS.roomNotFound();
    const state = await context.states.get(channelId);
    const role = roleIn(user, info, state);
    // The owner, managers and operators are exempt from all of these.
    const viewer = !isModerator(role);
    if (viewer) {
      if (sanctioned(state, user.memberId, 'dumb')) return REFUSALS.muted();
      if (state.frozen) return REFUSALS.frozen(socket.data.brand);
      if (state.followersOnly && !(await context.followers.follows(user.memberId, channelId)))
        return REFUSALS.followersOnly();
    }
    const storedSeq = () =>
      clientMsgId === null
        ? Promise.resolve(null)
        : context.store.seqOfClientMsg(channelId, user.memberId, clientMsgId);

    if (!(await takeAllowance(context, user.memberId))) {
      const stored = await storedSeq();
      return stored === null ? REFUSALS.rateLimited() : { ok: true, seq: stored };
    }
    const turn =
      viewer && state.slowModeSeconds > 0
        ? await takeSlowTurn(context, channelId, user.memberId, state.slowModeSeconds)
        : null;
    if (turn && !turn.ok) {
      const stored = await storedSeq();
      return stored === null ? REFUSALS.slowMode(turn.waitMs) : { ok: true, seq: stored };
    }
    try {
      const { seq } = await context.sequencer.append(channelId, {
        memberId: user.memberId,
        nickname: user.nickname,
        role,
        kind: 'chat',
        text: checked.text,
        payload: await badgesOf(context, user.memberId, channelId),
        clientMsgId,
      });
      return { ok: true, seq };
    } catch (error) {
      // Not stored: the resend that follows (same clientMsgId) must not wait for a line nobody saw.
      if (turn?.ok) await context.slowMode.release(channelId, user.memberId, turn.token).catch(() => undefined);
      throw error;
    }
  });
}

/** Slow mode's gate; like the rate limiter, one that cannot answer (Redis away) lets the line through. */
async function takeSlowTurn(context: SendParts, channelId: number, memberId: number, seconds: number) {
  try {
    return await context.slowMode.take(channelId, memberId, seconds * 1000);
  } catch (error) {
    context.log.warn({ err: error }, 'chat slow mode unavailable');
    return null;
  }
}

/** Badges that cannot be read leave the line without them: the line matters more than its decoration. */
async function badgesOf(context: SendParts, memberId: number, channelId: number) {
  try {
    return await context.badges.of(memberId, channelId);
  } catch (error) {
    context.log.warn({ err: error }, 'chat line badges unavailable');
    return null;
  }
}

/** A rate limiter that cannot answer (Redis away) lets the line through: chat keeps working, only unthrottled. */
async function takeAllowance(context: SendParts, memberId: number): Promise<boolean> {
  try {
    return await context.limiter.take(memberId);
  } catch (error) {
    context.log.warn({ err: error }, 'chat rate limiter unavailable');
    return true;
  }
}
