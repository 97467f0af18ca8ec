import type {
  ActAnswers,
  ChatActAnswer,
  ChatLineDeletionAnswer,
  ChatMatchAnswer,
  ChatModerationAnswer,
} from './chat-room-answers';
import type { ChatRoomState } from './chat-room-state';
import type { ChatSocket } from './chat-socket';
import { matchIsOpen, mergeMatch } from './live-match';
import type { ModerationRequest } from './moderation';
import { mergeVote } from './room-events';
import type { RoomModeRequest } from './room-modes';
import {
  CHAT_EVENT_NAMES as EV,
  type ChatAck,
  type ChatActionRequest,
  type ChatAnnouncementEvent,
  type ChatLiveMatchAnswers,
} from './wire';

/** What the requests need of the room's connection. */
export type RoomRequestHost = {
  socket: ChatSocket;
  room: string;
  ackTimeoutMs: number;
  /** Joined and not closed: before that a request is answered UNAVAILABLE without being sent. */
  canAct(): boolean;
  state(): ChatRoomState;
  update(change: Partial<ChatRoomState>): void;
  /** An announcement an ack carries, taken as the room's own announcement event would be. */
  announced(event: ChatAnnouncementEvent): void;
};

/**
 * The requests a room answers with an ack (docs/chat.md `action`): announcements, votes,
 * moderation, the room's modes and live matches. Each answers the ack, and an accepted one shows
 * what it carries at once rather than waiting for the room's event (which may cross it: the
 * merges keep whichever is further along).
 */
export class RoomRequests {
  constructor(private readonly host: RoomRequestHost) {}

  /** Pins a line above the room's chat (owner, managers, operators). */
  async announce(text: string): Promise<ChatActAnswer<'announce'>> {
    const answer = await this.act('announce', { text });
    if (answer.ok) this.host.announced(answer.announcement);
    return answer;
  }

  /** Pins one of the room's chat lines in the announcement's place (owner, managers, operators). */
  async pinLine(seq: number): Promise<ChatActAnswer<'pinLine'>> {
    const answer = await this.act('pinLine', { seq });
    if (answer.ok) this.host.announced(answer.announcement);
    return answer;
  }

  async unannounce(): Promise<ChatActAnswer<'unannounce'>> {
    const answer = await this.act('unannounce', {});
    if (answer.ok) this.host.announced(answer.announcement);
    return answer;
  }

  /** Opens a vote (owner, managers): 2-5 options, 30 s to 30 min. */
  async openVote(draft: { question: string; options: string[]; seconds: number }): Promise<ChatActAnswer<'openVote'>> {
    const answer = await this.act('openVote', draft);
    if (answer.ok) this.host.update({ vote: mergeVote(this.host.state().vote, answer.vote), voteChoice: null });
    return answer;
  }

  /** Ends the shown vote before its time. */
  async closeVote(): Promise<ChatActAnswer<'closeVote'>> {
    const answer = await this.act('closeVote', { voteId: this.host.state().vote?.voteId });
    if (answer.ok) this.host.update({ vote: mergeVote(this.host.state().vote, answer.vote) });
    return answer;
  }

  /** Casts this member's one ballot in the shown vote; the ack says which option counted. */
  async castVote(option: number): Promise<ChatActAnswer<'castVote'>> {
    const answer = await this.act('castVote', { voteId: this.host.state().vote?.voteId, option });
    if (answer.ok)
      this.host.update({ vote: mergeVote(this.host.state().vote, answer.vote), voteChoice: answer.chosen });
    return answer;
  }

  /** Hides a closed vote's result. */
  dismissVote() {
    if (this.host.state().vote?.closed) this.host.update({ vote: null, voteChoice: null });
  }

  /** Kicks, dumbs, blacklists, appoints or dismisses a chatter (docs/chat.md, Moderation). */
  moderate(targetMemberId: number, request: ModerationRequest): Promise<ChatModerationAnswer> {
    return this.act(request.type, { targetMemberId, ...('minutes' in request ? { minutes: request.minutes } : {}) });
  }

  /** Deletes one chat line for everyone (owner, managers, operators; docs/chat.md, Deleting a line). */
  deleteLine(seq: number): Promise<ChatLineDeletionAnswer> {
    return this.act('deleteLine', { seq });
  }

  /** Freezes or thaws the room, sets slow mode's seconds or followers-only chat (owner, managers, operators). */
  setRoomMode({ type, ...fields }: RoomModeRequest): Promise<ChatModerationAnswer> {
    return this.act(type, fields);
  }

  /** Proposes a live match to another channel's owner (this room's owner only): 3-30 minutes. */
  proposeMatch(draft: { opponentChannelId: number; minutes: number }): Promise<ChatMatchAnswer> {
    return this.matchAct('proposeMatch', draft);
  }

  /** The opponent's owner answers the shown proposal. */
  acceptMatch(): Promise<ChatMatchAnswer> {
    return this.matchAct('acceptMatch', { matchId: this.host.state().match?.matchId });
  }

  declineMatch(): Promise<ChatMatchAnswer> {
    return this.matchAct('declineMatch', { matchId: this.host.state().match?.matchId });
  }

  /** Ends the shown match before its time (either owner, an operator). */
  endMatch(): Promise<ChatMatchAnswer> {
    return this.matchAct('endMatch', { matchId: this.host.state().match?.matchId });
  }

  /** Hides a match that is over. */
  dismissMatch() {
    const { match } = this.host.state();
    if (match && !matchIsOpen(match)) this.host.update({ match: null });
  }

  private async matchAct<K extends keyof ChatLiveMatchAnswers>(type: K, fields: Record<string, unknown>) {
    const answer = await this.act(type, fields);
    if (answer.ok) this.host.update({ match: mergeMatch(this.host.state().match, answer.match) });
    return answer;
  }

  private async act<K extends keyof ActAnswers>(
    type: K,
    fields: Record<string, unknown>,
  ): Promise<ChatAck<ActAnswers[K]>> {
    const unavailable = { ok: false, code: 'UNAVAILABLE', message: '' } as const;
    if (!this.host.canAct()) return unavailable;
    try {
      // Each public method above gives its type the fields the contract asks for.
      const request = { room: this.host.room, type, ...fields } as ChatActionRequest;
      const answer = await this.host.socket.timeout(this.host.ackTimeoutMs).emitWithAck(EV.action, request);
      return answer as ChatAck<ActAnswers[K]>;
    } catch {
      return unavailable;
    }
  }
}
