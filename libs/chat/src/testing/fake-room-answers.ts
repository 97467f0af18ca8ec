import type { Server, Socket } from 'socket.io';
import type {
  ChatAnnouncementEvent,
  ChatLiveMatch,
  ChatMessage,
  ChatModerationAction,
  ChatModerationType,
  ChatPinnedLine,
  ChatVote,
} from '../room/wire';
import { CHAT_ROOM_MODERATION_TYPES, isChatModerationType } from '@onair/contracts';

/** An `action` request as the client sends it: the room, the type and that type's fields. */
export type ActionSeen = { room: string; type: string } & Record<string, unknown>;

const ROOM_WIDE: readonly ChatModerationType[] = CHAT_ROOM_MODERATION_TYPES;

/**
 * The fake chat server's rooms beyond their lines, as the real server keeps them (docs/chat.md): the
 * modes (frozen, slow, followers-only), one announcement, one vote with its ballots and the live
 * matches. It answers the `action` requests (moderation and room events), greets a joiner with what
 * is open, and gives tests the controls to play someone else doing these things.
 */
export function createFakeRoomAnswers(io: Server, roomOf: (room: string) => ChatMessage[]) {
  const announcements = new Map<string, ChatAnnouncementEvent>();
  /** Rooms frozen now: a joiner hears it in its connection event. */
  const frozenRooms = new Set<string>();
  /** Slow mode's seconds and followers-only chat per room, as set by `slow` and `followersOnly` actions. */
  const roomModes = new Map<string, { slowModeSeconds: number; followersOnly: boolean }>();
  const modesOf = (room: string) => roomModes.get(room) ?? { slowModeSeconds: 0, followersOnly: false };
  const votes = new Map<string, ChatVote>();
  const ballots = new Map<number, Map<string, number>>();
  let nextVoteId = 1;
  /** Live matches by id; each is shown in both of its channels' rooms. */
  const matches = new Map<number, ChatLiveMatch>();
  let nextMatchId = 1;

  const toRoom = (room: string, payload: unknown) => io.to(`room:${room}`).emit('event', payload);
  const votingEvent = (room: string, vote: ChatVote) => ({ type: 'voting', room, vote });
  const openMatchIn = (room: string) =>
    [...matches.values()].find(
      (match) =>
        (match.status === 'proposed' || match.status === 'running') &&
        match.sides.some((side) => String(side.channelId) === room),
    ) ?? null;
  function putMatch(match: ChatLiveMatch) {
    matches.set(match.matchId, match);
    for (const side of match.sides)
      toRoom(String(side.channelId), { type: 'live-match', room: String(side.channelId), match });
    return match;
  }
  function newMatch(ours: number, theirs: number, minutes: number, names: [string, string]): ChatLiveMatch {
    return {
      matchId: nextMatchId++,
      status: 'proposed',
      sides: [
        { channelId: ours, name: names[0], score: 0 },
        { channelId: theirs, name: names[1], score: 0 },
      ],
      minutes,
      answerBy: new Date(Date.now() + 60_000).toISOString(),
      endsAt: null,
      winnerChannelId: null,
    };
  }
  const started = (match: ChatLiveMatch): ChatLiveMatch => ({
    ...match,
    status: 'running',
    endsAt: new Date(Date.now() + match.minutes * 60_000).toISOString(),
  });
  function ended(match: ChatLiveMatch): ChatLiveMatch {
    const [a, b] = match.sides;
    const winnerChannelId = a.score > b.score ? a.channelId : b.score > a.score ? b.channelId : null;
    return { ...match, status: 'ended', winnerChannelId };
  }
  /** A moderation action, announced to the room as the real server does; the target's nickname from their lines. */
  function moderationAction(
    room: string,
    type: ChatModerationType,
    targetMemberId: number | null,
    minutes?: number,
    mode: { seconds?: number; on?: boolean } = {},
  ) {
    const line = roomOf(room).find((message) => message.memberId === targetMemberId);
    const action: ChatModerationAction = {
      room,
      type,
      targetMemberId,
      targetNickname: targetMemberId === null ? null : (line?.nickname ?? '시청자'),
      until: minutes === undefined ? null : new Date(Date.now() + minutes * 60_000).toISOString(),
      by: { memberId: 7, nickname: '라이브팬', role: 'owner' },
      ...mode,
    };
    if (type === 'slow') roomModes.set(room, { ...modesOf(room), slowModeSeconds: mode.seconds ?? 0 });
    if (type === 'followersOnly') roomModes.set(room, { ...modesOf(room), followersOnly: mode.on === true });
    io.to(`room:${room}`).emit('action', action);
    return action;
  }
  function setAnnouncement(room: string, text: string | null, nickname: string, line?: ChatPinnedLine) {
    const event: ChatAnnouncementEvent = {
      type: 'announcement',
      room,
      text,
      nickname,
      at: new Date().toISOString(),
      ...(line ? { line } : {}),
    };
    if (text === null) announcements.delete(room);
    else announcements.set(room, event);
    toRoom(room, event);
    return event;
  }
  function putVote(room: string, vote: ChatVote) {
    votes.set(room, vote);
    toRoom(room, votingEvent(room, vote));
    return vote;
  }
  function newVote(question: string, options: string[], seconds: number): ChatVote {
    return {
      voteId: nextVoteId++,
      question,
      options: options.map((text) => ({ text, votes: 0 })),
      total: 0,
      endsAt: new Date(Date.now() + seconds * 1000).toISOString(),
      closed: false,
    };
  }
  function castBallot(room: string, voter: string, option: number): ChatVote | null {
    const vote = votes.get(room);
    if (!vote || vote.closed) return null;
    const cast = ballots.get(vote.voteId) ?? new Map<string, number>();
    ballots.set(vote.voteId, cast);
    if (cast.has(voter)) return null;
    cast.set(voter, option);
    const options = vote.options.map((entry, index) =>
      index === option ? { ...entry, votes: entry.votes + 1 } : entry,
    );
    return putVote(room, { ...vote, options, total: vote.total + 1 });
  }

  function moderate(room: string, payload: ActionSeen) {
    const type = payload.type as ChatModerationType;
    const target = ROOM_WIDE.includes(type) ? null : Number(payload['targetMemberId']);
    if (type === 'freeze') frozenRooms.add(room);
    if (type === 'unfreeze') frozenRooms.delete(room);
    const minutes = payload['minutes'] === undefined ? undefined : Number(payload['minutes']);
    const mode =
      type === 'slow'
        ? { seconds: Number(payload['seconds']) }
        : type === 'followersOnly'
          ? { on: payload['on'] === true }
          : {};
    return { ok: true, action: moderationAction(room, type, target, minutes, mode) };
  }

  function matchAnswer(room: string, payload: ActionSeen) {
    if (payload.type === 'proposeMatch') {
      const match = newMatch(Number(room), Number(payload['opponentChannelId']), Number(payload['minutes']), [
        '우리 채널',
        '상대 채널',
      ]);
      return { ok: true, match: putMatch(match) };
    }
    const match = matches.get(Number(payload['matchId']));
    const wanted = payload.type === 'endMatch' ? 'running' : 'proposed';
    if (!match || match.status !== wanted)
      return { ok: false, code: 'MATCH_CLOSED', message: '종료된 라이브 매치입니다.' };
    const next =
      payload.type === 'acceptMatch'
        ? started(match)
        : payload.type === 'declineMatch'
          ? { ...match, status: 'declined' as const }
          : ended(match);
    return { ok: true, match: putMatch(next) };
  }

  return {
    frozenRooms,
    /** What a joiner's `connection` event says of the room's modes. */
    modesOf: (room: string) => ({ frozen: frozenRooms.has(room), ...modesOf(room) }),

    /** After `connection` and the replay, before the join's ack: the announcement, the open vote and match. */
    greet(socket: Socket, room: string) {
      const announcement = announcements.get(room);
      if (announcement) socket.emit('event', announcement);
      const vote = votes.get(room);
      if (vote && !vote.closed)
        socket.emit('event', { ...votingEvent(room, vote), chosen: ballots.get(vote.voteId)?.get(socket.id) ?? null });
      const match = openMatchIn(room);
      if (match) socket.emit('event', { type: 'live-match', room, match });
    },

    /** The ack of an `action` request (moderation, announcement, vote, live match) from the socket `voter`. */
    answer(room: string, voter: string, payload: ActionSeen): Record<string, unknown> {
      if (isChatModerationType(payload.type)) return moderate(room, payload);
      if (payload.type === 'deleteLine') {
        const deleted = { type: 'lines-deleted', room, seqs: [Number(payload['seq'])] };
        toRoom(room, deleted);
        return { ok: true, deleted };
      }
      if (payload.type === 'announce')
        return { ok: true, announcement: setAnnouncement(room, String(payload['text']), '라이브팬') };
      if (payload.type === 'unannounce') return { ok: true, announcement: setAnnouncement(room, null, '라이브팬') };
      if (payload.type === 'pinLine') {
        const line = roomOf(room).find((message) => message.seq === payload['seq'] && message.kind === 'chat');
        if (!line) return { ok: false, code: 'NOT_FOUND', message: '존재하지 않는 채팅입니다.' };
        const pinned = { seq: line.seq, memberId: line.memberId, nickname: line.nickname };
        return { ok: true, announcement: setAnnouncement(room, line.text, '라이브팬', pinned) };
      }
      if (payload.type === 'openVote') {
        const options = payload['options'] as string[];
        return {
          ok: true,
          vote: putVote(room, newVote(String(payload['question']), options, Number(payload['seconds']))),
        };
      }
      if (payload.type === 'closeVote') {
        const vote = votes.get(room);
        if (!vote || vote.closed) return { ok: false, code: 'VOTE_CLOSED', message: '종료된 투표입니다.' };
        return { ok: true, vote: putVote(room, { ...vote, closed: true }) };
      }
      if (payload.type === 'castVote') {
        const option = Number(payload['option']);
        const vote = castBallot(room, voter, option);
        return vote
          ? { ok: true, vote, chosen: option }
          : { ok: false, code: 'ALREADY_VOTED', message: '이미 투표에 참여했습니다.' };
      }
      if (['proposeMatch', 'acceptMatch', 'declineMatch', 'endMatch'].includes(payload.type))
        return matchAnswer(room, payload);
      return { ok: false, code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' };
    },

    /** A test's controls: someone else acting in the room, which the room hears as the real server tells it. */
    controls: {
      /** Someone else pins (or, with null, clears) the room's announcement. */
      announce(room: string, text: string | null, nickname = '매니저') {
        return setAnnouncement(room, text, nickname);
      },
      /** Someone else pins one of the room's lines (by seq). */
      pinLine(room: string, seq: number, nickname = '매니저') {
        const line = roomOf(room).find((message) => message.seq === seq);
        if (!line) throw new Error(`no line ${seq} in room ${room}`);
        return setAnnouncement(room, line.text, nickname, { seq, memberId: line.memberId, nickname: line.nickname });
      },
      /** Someone else opens a vote in the room: 2-5 option texts. */
      openVote(room: string, question: string, options: string[], seconds = 60) {
        return putVote(room, newVote(question, options, seconds));
      },
      /** Another viewer's ballot, and the tally it moves. */
      ballot(room: string, option: number, voter = `viewer-${Math.random()}`) {
        return castBallot(room, voter, option);
      },
      /** The vote ends (its timer), and the room hears the final tally. */
      closeVote(room: string) {
        const vote = votes.get(room);
        return vote ? putVote(room, { ...vote, closed: true }) : null;
      },
      /** Another channel's owner proposes a live match to this room's channel. */
      proposeMatchTo(room: string, fromChannelId: number, fromName: string, minutes = 10) {
        return putMatch(newMatch(fromChannelId, Number(room), minutes, [fromName, '우리 채널']));
      },
      /** A match of the room's channel, already running (accepted elsewhere). */
      startMatch(room: string, opponentChannelId: number, names: [string, string], minutes = 10) {
        return putMatch(started(newMatch(Number(room), opponentChannelId, minutes, names)));
      },
      /** Gifts moved the scores of the room's open match. */
      scoreMatch(room: string, scores: [number, number]) {
        const match = openMatchIn(room);
        if (!match) return null;
        const [a, b] = match.sides;
        return putMatch({
          ...match,
          sides: [
            { ...a, score: scores[0] },
            { ...b, score: scores[1] },
          ],
        });
      },
      /** The room's open match ends (its time came), and both rooms hear the result. */
      endMatch(room: string) {
        const match = openMatchIn(room);
        return match ? putMatch(match.status === 'proposed' ? { ...match, status: 'expired' } : ended(match)) : null;
      },
      /** Someone else moderates the room: the room hears the action (a kick, a freeze, an appointment). */
      moderate(room: string, type: ChatModerationType, targetMemberId: number | null = null, minutes?: number) {
        return moderationAction(room, type, targetMemberId, minutes);
      },
      /** Someone else sets the room's slow mode (0: off) or followers-only chat: the room hears it, joiners get it. */
      setModes(room: string, modes: { slowModeSeconds?: number; followersOnly?: boolean }) {
        if (modes.slowModeSeconds !== undefined)
          moderationAction(room, 'slow', null, undefined, { seconds: modes.slowModeSeconds });
        if (modes.followersOnly !== undefined)
          moderationAction(room, 'followersOnly', null, undefined, { on: modes.followersOnly });
      },
    },
  };
}
