import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import type {
  ChatAnnouncementEvent,
  ChatLiveMatch,
  ChatMessage,
  ChatModerationAction,
  ChatModerationType,
  ChatRefusalCode,
  ChatVote,
} from '../room/wire';

type Handshake = { auth: Record<string, unknown>; query: Record<string, unknown>; transport: string };
type JoinSeen = { room: string; lastSeq?: number };
type SendSeen = { room: string; text: string; clientMsgId: string };
type ActionSeen = { room: string; type: string } & Record<string, unknown>;
type Ack = (answer: Record<string, unknown>) => void;

const MODERATION_TYPES: readonly ChatModerationType[] = [
  'manager',
  'unmanager',
  'kick',
  'blacklist',
  'unblacklist',
  'dumb',
  'undumb',
  'freeze',
  'unfreeze',
  'slow',
  'followersOnly',
];

/**
 * A small, real socket.io server speaking docs/chat.md's protocol: rooms with a sequence, join with
 * lastSeq catch-up, clientMsgId dedup, Unauthorized from its middleware. Knobs let a test lose an
 * ack, skip a broadcast (a node dying after the commit), drop every connection, or refuse a line.
 */
export async function startFakeChatServer() {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'] });
  const stored = new Map<string, ChatMessage[]>();
  const byClientMsgId = new Map<string, number>();
  const handshakes: Handshake[] = [];
  const joins: JoinSeen[] = [];
  const sends: SendSeen[] = [];
  const actions: ActionSeen[] = [];
  // The room's announcement and vote, as the real server keeps them (docs/chat.md): one of each per room.
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
  const knobs = {
    /** connect_error message for the next handshakes (Unauthorized, Unavailable); null lets them in. */
    refuseHandshake: null as string | null,
    /** Handshakes refused before they are let in again (with refuseHandshake). */
    refuseHandshakes: Infinity,
    /** Sends stored and broadcast but never acknowledged, as when a node dies before answering. */
    loseAcks: 0,
    /** The next send is refused with this. */
    refuseSend: null as { code: ChatRefusalCode; message: string; retryAfterMs?: number } | null,
    /** The next action (a room event or moderation) is refused with this. */
    refuseAction: null as { code: ChatRefusalCode; message: string } | null,
  };

  const toRoom = (room: string, payload: unknown) => io.to(`room:${room}`).emit('event', payload);
  const votingEvent = (room: string, vote: ChatVote) => ({ type: 'voting', room, vote });
  function setAnnouncement(room: string, text: string | null, nickname: string) {
    const event: ChatAnnouncementEvent = { type: 'announcement', room, text, nickname, at: new Date().toISOString() };
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

  io.use((socket, next) => {
    handshakes.push({
      auth: socket.handshake.auth,
      query: socket.handshake.query,
      transport: socket.conn.transport.name,
    });
    if (knobs.refuseHandshake && knobs.refuseHandshakes > 0) {
      knobs.refuseHandshakes -= 1;
      next(new Error(knobs.refuseHandshake));
    } else next();
  });

  const roomOf = (room: string) => stored.get(room) ?? (stored.set(room, []), stored.get(room) as ChatMessage[]);

  function store(room: string, fields: Partial<ChatMessage> & { text: string }): ChatMessage {
    const lines = roomOf(room);
    const message: ChatMessage = {
      room,
      seq: lines.length + 1,
      kind: 'chat',
      memberId: 9,
      nickname: '시청자',
      role: 'member',
      payload: null,
      at: new Date().toISOString(),
      ...fields,
    };
    lines.push(message);
    return message;
  }

  io.on('connection', (socket: Socket) => {
    socket.on('join', async (payload: JoinSeen, ack: Ack) => {
      joins.push(payload);
      const room = String(payload.room);
      await socket.join(`room:${room}`);
      const lines = roomOf(room);
      const lastSeq = lines.length;
      const viewers = io.sockets.adapter.rooms.get(`room:${room}`)?.size ?? 0;
      socket.emit('connection', { room, viewers, lastSeq, frozen: frozenRooms.has(room), ...modesOf(room) });
      const replay =
        payload.lastSeq === undefined ? [] : lines.filter((line) => line.seq > (payload.lastSeq as number));
      for (const line of replay) socket.emit('message', line);
      const announcement = announcements.get(room);
      if (announcement) socket.emit('event', announcement);
      const vote = votes.get(room);
      if (vote && !vote.closed)
        socket.emit('event', { ...votingEvent(room, vote), chosen: ballots.get(vote.voteId)?.get(socket.id) ?? null });
      const match = openMatchIn(room);
      if (match) socket.emit('event', { type: 'live-match', room, match });
      ack({ ok: true, room, viewers, lastSeq, replayed: replay.length });
    });
    socket.on('message', (payload: SendSeen, ack: Ack) => {
      sends.push(payload);
      const room = String(payload.room);
      if (knobs.refuseSend) {
        const refusal = knobs.refuseSend;
        knobs.refuseSend = null;
        return ack({ ok: false, ...refusal });
      }
      const known = byClientMsgId.get(payload.clientMsgId);
      if (known !== undefined) return ack({ ok: true, seq: known });
      const message = store(room, { text: payload.text, nickname: '라이브팬', memberId: 7 });
      byClientMsgId.set(payload.clientMsgId, message.seq);
      io.to(`room:${room}`).emit('message', message);
      if (knobs.loseAcks > 0) knobs.loseAcks -= 1;
      else ack({ ok: true, seq: message.seq });
    });

    socket.on('action', (payload: ActionSeen, ack: Ack) => {
      actions.push(payload);
      const room = String(payload.room);
      if (knobs.refuseAction) {
        const refusal = knobs.refuseAction;
        knobs.refuseAction = null;
        return ack({ ok: false, ...refusal });
      }
      if (MODERATION_TYPES.includes(payload.type as ChatModerationType)) {
        const type = payload.type as ChatModerationType;
        const roomWide = ['freeze', 'unfreeze', 'slow', 'followersOnly'].includes(type);
        const target = roomWide ? null : Number(payload['targetMemberId']);
        if (type === 'freeze') frozenRooms.add(room);
        if (type === 'unfreeze') frozenRooms.delete(room);
        const minutes = payload['minutes'] === undefined ? undefined : Number(payload['minutes']);
        const mode =
          type === 'slow'
            ? { seconds: Number(payload['seconds']) }
            : type === 'followersOnly'
              ? { on: payload['on'] === true }
              : {};
        return ack({ ok: true, action: moderationAction(room, type, target, minutes, mode) });
      }
      if (payload.type === 'announce')
        return ack({ ok: true, announcement: setAnnouncement(room, String(payload['text']), '라이브팬') });
      if (payload.type === 'unannounce')
        return ack({ ok: true, announcement: setAnnouncement(room, null, '라이브팬') });
      if (payload.type === 'openVote') {
        const seconds = Number(payload['seconds']);
        const vote = putVote(room, {
          voteId: nextVoteId++,
          question: String(payload['question']),
          options: (payload['options'] as string[]).map((text) => ({ text, votes: 0 })),
          total: 0,
          endsAt: new Date(Date.now() + seconds * 1000).toISOString(),
          closed: false,
        });
        return ack({ ok: true, vote });
      }
      if (payload.type === 'closeVote') {
        const vote = votes.get(room);
        if (!vote || vote.closed) return ack({ ok: false, code: 'VOTE_CLOSED', message: '종료된 투표입니다.' });
        return ack({ ok: true, vote: putVote(room, { ...vote, closed: true }) });
      }
      if (payload.type === 'castVote') {
        const option = Number(payload['option']);
        const vote = castBallot(room, socket.id, option);
        return vote
          ? ack({ ok: true, vote, chosen: option })
          : ack({ ok: false, code: 'ALREADY_VOTED', message: '이미 투표에 참여했습니다.' });
      }
      if (payload.type === 'proposeMatch') {
        const match = newMatch(Number(room), Number(payload['opponentChannelId']), Number(payload['minutes']), [
          '우리 채널',
          '상대 채널',
        ]);
        return ack({ ok: true, match: putMatch(match) });
      }
      if (['acceptMatch', 'declineMatch', 'endMatch'].includes(payload.type)) {
        const match = matches.get(Number(payload['matchId']));
        const wanted = payload.type === 'endMatch' ? 'running' : 'proposed';
        if (!match || match.status !== wanted)
          return ack({ ok: false, code: 'MATCH_CLOSED', message: '종료된 라이브 매치입니다.' });
        const next =
          payload.type === 'acceptMatch'
            ? started(match)
            : payload.type === 'declineMatch'
              ? { ...match, status: 'declined' as const }
              : ended(match);
        return ack({ ok: true, match: putMatch(next) });
      }
      ack({ ok: false, code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
    });
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    url,
    io,
    knobs,
    frozenRooms,
    handshakes,
    joins,
    sends,
    actions,
    stored: (room: string) => roomOf(room),
    /** Someone else's line: stored and broadcast to the room. */
    post(room: string, fields: Partial<ChatMessage> & { text: string }) {
      const message = store(room, fields);
      io.to(`room:${room}`).emit('message', message);
      return message;
    },
    /** Stored but never broadcast: the node died between commit and broadcast. */
    postUnseen(room: string, text: string) {
      return store(room, { text });
    },
    /** Sends a stored line to the room again (the catch-up overlap a client must drop). */
    repeat(room: string, seq: number) {
      io.to(`room:${room}`).emit('message', roomOf(room)[seq - 1]);
    },
    /** Someone else pins (or, with null, clears) the room's announcement. */
    announce(room: string, text: string | null, nickname = '매니저') {
      return setAnnouncement(room, text, nickname);
    },
    /** Someone else opens a vote in the room: 2-5 option texts. */
    openVote(room: string, question: string, options: string[], seconds = 60) {
      return putVote(room, {
        voteId: nextVoteId++,
        question,
        options: options.map((text) => ({ text, votes: 0 })),
        total: 0,
        endsAt: new Date(Date.now() + seconds * 1000).toISOString(),
        closed: false,
      });
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
    /** Sends an event to every socket in the room (kick, refusal). */
    emitToRoom(room: string, event: string, payload: unknown) {
      io.to(`room:${room}`).emit(event, payload);
    },
    /** Drops every connection at the transport, as a lost network or a dead node does (clients reconnect). */
    dropConnections() {
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
    },
    async close() {
      io.disconnectSockets(true);
      await io.close();
    },
  };
}

export type FakeChatServer = Awaited<ReturnType<typeof startFakeChatServer>>;

/** Polls until the condition holds, failing after timeoutMs. */
export async function until(condition: () => boolean, what = 'condition', timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
