import type { Socket } from 'socket.io-client';
import { createAuthRetryPolicy, type AuthRetryPolicy } from '../auth-retry-policy';
import {
  INITIAL_CHAT_STATE,
  joinRetryable,
  type ChatRefusal,
  type ChatRoomState,
  type ChatStatus,
} from './chat-room-state';
import { openChatSocket, type ChatSocket, type ChatSocketTarget } from './chat-socket';
import { CHAT_TIMING, type ChatTiming } from './chat-timing';
import { OutboxPump } from './outbox-pump';
import { isModerationAction, MAX_ACTION_LINES } from './moderation';
import { actionModes, greetedModes, refusedModes } from './room-modes';
import { RoomRequests } from './room-requests';
import {
  announcementChange,
  emptyGreeting,
  greetingSettled,
  roomEventChange,
  type Greeting,
  type RoomEventChange,
} from './room-event-changes';
import { SeqLedger } from './seq-ledger';
import {
  CHAT_EVENT_NAMES as EV,
  type ChatAck,
  type ChatConnectionInfo,
  type ChatMessage,
  type ChatPersonalEvent,
  type ChatRefusalCode,
} from './wire';

export type ChatRoomOptions = ChatSocketTarget & {
  /** The room: a channel id. */
  room: string;
  /** Refreshes the access-token cookie between Unauthorized retries (docs/chat.md: POST /api/oauth/refresh). */
  refreshSession?: () => Promise<unknown>;
  timing?: Partial<ChatTiming>;
};

type JoinAnswer = ChatAck<ChatConnectionInfo & { replayed: number }>;

export type { ChatActAnswer, ChatLineDeletionAnswer, ChatMatchAnswer, ChatModerationAnswer } from './chat-room-answers';

/**
 * One live room's chat, framework-free: the client duties of docs/chat.md and SPEC.md section 4.
 * Reconnects on its own (socket.io, 500 ms to 5 s) and re-joins with the highest seq held without
 * a gap; shows each seq once; re-joins to fill a gap; resends unacknowledged lines with the same
 * clientMsgId; retries Unauthorized every 3 s ten times, then gives up with status 'expired'.
 * React reads it through subscribe/getSnapshot (useChatRoom); what the room answers with an ack
 * goes through `requests` (roomRequests.ts).
 */
export class ChatRoomConnection {
  private readonly socket: ChatSocket;
  private readonly timing: ChatTiming;
  private readonly ledger = new SeqLedger();
  private readonly pump: OutboxPump;
  /** Announcements, votes, moderation, the room's modes and live matches: what the room answers with an ack. */
  readonly requests: RoomRequests;
  private readonly policy: AuthRetryPolicy;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private state: ChatRoomState = INITIAL_CHAT_STATE;
  private joined = false;
  private gapTimerOn = false;
  private refusalCount = 0;
  private closed = false;
  /** What the current join's greeting brought back (between `connection` and the join's ack). */
  private greeting: Greeting | null = null;

  constructor(private readonly options: ChatRoomOptions) {
    this.timing = { ...CHAT_TIMING, ...options.timing };
    this.policy = createAuthRetryPolicy({ delayMs: this.timing.authRetryDelayMs });
    this.socket = openChatSocket(options, this.timing);
    this.pump = new OutboxPump({
      socket: this.socket,
      room: options.room,
      timing: this.timing,
      canSend: () => this.joined && !this.closed,
      onChange: () => this.update({ pending: this.pump.pending }),
      onRefused: (code, message, text, retryAfterMs) => this.refuse(code, message, text, retryAfterMs),
      // A line taken means the member is not sending too fast any more.
      onSent: () =>
        this.update({
          lastLineAt: Date.now(),
          ...(this.state.refusal?.code === 'RATE_LIMITED' ? { refusal: null } : {}),
        }),
      onNotJoined: () => {
        this.joined = false;
        void this.join();
      },
      wait: (ms) => new Promise<void>((resolve) => this.later(ms, resolve)),
    });
    this.requests = new RoomRequests({
      socket: this.socket,
      room: options.room,
      ackTimeoutMs: this.timing.ackTimeoutMs,
      canAct: () => this.joined && !this.closed,
      state: () => this.state,
      update: (change) => this.update(change),
      announced: (event) => this.applyRoomEvent(announcementChange(event)),
    });
    this.socket.on('connect', this.onConnect);
    this.socket.on('connect_error', this.onConnectError);
    this.socket.on('disconnect', this.onDisconnect);
    this.socket.on(EV.connection, this.onConnection);
    this.socket.on(EV.message, this.onMessage);
    this.socket.on(EV.event, this.onPersonalEvent);
    this.socket.on(EV.action, this.onModerationAction);
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ChatRoomState => this.state;

  start() {
    this.socket.connect();
  }

  /** Queues a line; it goes once the room is joined and again until acknowledged. */
  send(text: string) {
    if (this.closed) return;
    this.pump.push(text);
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.listeners.clear();
  }

  /** The seq a re-join would send as lastSeq (for tests and diagnostics). */
  get lastContiguousSeq() {
    return this.ledger.contiguous;
  }

  private readonly onConnect = () => {
    this.policy.reset();
    this.setStatus('connecting');
    void this.join();
  };

  private readonly onConnectError = (error: Error) => {
    if (this.closed) return;
    const next = this.policy.next(error.message);
    if (next.action === 'retry') {
      // A middleware refusal is final for socket.io: we knock again, with a refreshed cookie.
      this.setStatus('connecting');
      void this.options.refreshSession?.().catch(() => undefined);
      this.later(next.delayMs, () => {
        this.socket.auth = { ...(this.socket.auth as object), retry: this.policy.retries };
        this.socket.connect();
      });
    } else if (next.action === 'giveUp') {
      this.setStatus('expired');
      this.socket.disconnect();
    } else {
      this.setStatus('disconnected');
      // Network errors keep socket.io's manager reconnecting; a server refusal (Unavailable) does not.
      if (!this.socket.active) this.later(this.timing.reconnectDelayMaxMs, () => void this.socket.connect());
    }
  };

  private readonly onDisconnect = (reason: Socket.DisconnectReason) => {
    this.joined = false;
    if (this.closed || this.state.status === 'expired' || this.state.status === 'closed') return;
    this.setStatus('disconnected');
    if (reason === 'io server disconnect')
      this.later(this.timing.reconnectDelayMaxMs, () => void this.socket.connect());
  };

  private readonly onConnection = (info: ChatConnectionInfo) => {
    if (String(info.room) !== this.options.room) return;
    this.greeting = emptyGreeting();
    if (!this.ledger.hasBaseline) this.ledger.setBaseline(info.lastSeq);
    this.update({ viewers: info.viewers, messages: this.ledger.lines, ...greetedModes(info) });
  };

  /** A packet carries one line or several in seq order: the server sends a room's lines once per tick (docs/chat.md). */
  private readonly onMessage = (...messages: ChatMessage[]) => {
    let added = false;
    for (const message of messages)
      if (String(message.room) === this.options.room && this.ledger.add(message)) added = true;
    if (!added) return;
    this.update({ messages: this.ledger.lines });
    this.watchGap();
  };

  private readonly onPersonalEvent = (event: ChatPersonalEvent) => {
    if (!('room' in event) || String(event.room) !== this.options.room) return;
    if (event.type === 'lines-deleted') {
      const seqs: unknown = (event as { seqs?: unknown }).seqs;
      const numbers = Array.isArray(seqs) ? seqs.filter((seq): seq is number => typeof seq === 'number') : [];
      if (this.ledger.remove(numbers)) this.update({ messages: this.ledger.lines });
      return;
    }
    const roomEvent = roomEventChange(this.state, event);
    if (roomEvent) return this.applyRoomEvent(roomEvent);
    if (event.type === 'role' && 'role' in event) return this.update({ manager: event.role === 'manager' });
    if (event.type !== 'kick' || !('reason' in event)) return;
    this.joined = false;
    this.pump.clear();
    this.refuse(event.reason === 'blacklist' ? 'BANNED' : 'KICKED', '');
    this.setStatus('closed');
  };

  /** The room hears every moderation action: a system line for each, and the room's modes. */
  private readonly onModerationAction = (action: unknown) => {
    if (!isModerationAction(action) || String(action.room) !== this.options.room) return;
    const lines = this.state.actionLines;
    const id = (lines[lines.length - 1]?.id ?? 0) + 1;
    const afterSeq = this.ledger.lines[this.ledger.lines.length - 1]?.seq ?? 0;
    const actionLines = [...lines, { id, action, afterSeq }].slice(-MAX_ACTION_LINES);
    this.update({ actionLines, ...actionModes(this.state, action) });
  };

  private applyRoomEvent(roomEvent: RoomEventChange | null) {
    if (!roomEvent) return;
    if (this.greeting && roomEvent.greets) this.greeting[roomEvent.greets] = true;
    this.update(roomEvent.change);
  }

  /** A join's greeting is over (its ack came): what it did not bring back ended while we were away. */
  private settleGreeting() {
    const greeting = this.greeting;
    this.greeting = null;
    if (!greeting) return;
    const change = greetingSettled(this.state, greeting);
    if (Object.keys(change).length > 0) this.update(change);
  }

  /** join {room, streamId, source, lastSeq?}; true when the room took us in. */
  private async join(): Promise<boolean> {
    if (this.closed || !this.socket.connected) return false;
    const lastSeq = this.ledger.hasBaseline ? { lastSeq: this.ledger.contiguous } : {};
    let answer: JoinAnswer;
    try {
      answer = await this.socket
        .timeout(this.timing.ackTimeoutMs)
        .emitWithAck(EV.join, { room: this.options.room, streamId: this.options.room, source: 'web', ...lastSeq });
    } catch {
      // No answer in time: if the socket is still up, ask again; a reconnect joins by itself.
      this.later(this.timing.retryWaitMs, () => void this.join());
      return false;
    }
    if (this.closed) return false;
    if (!answer.ok) {
      if (joinRetryable(answer.code)) this.later(this.timing.retryWaitMs, () => void this.join());
      else {
        this.refuse(answer.code, answer.message);
        this.setStatus('closed');
      }
      return false;
    }
    if (!this.ledger.hasBaseline) this.ledger.setBaseline(answer.lastSeq);
    this.settleGreeting();
    this.joined = true;
    this.update({ status: 'connected', viewers: answer.viewers, messages: this.ledger.lines });
    void this.pump.run();
    // A hole the replay left (a long absence) is looked at like any other.
    this.watchGap();
    return true;
  }

  /** Client duty 3: a hole still open after gapWaitMs is asked for by a re-join; one the server cannot fill is skipped. */
  private watchGap() {
    if (this.gapTimerOn || !this.ledger.hasBaseline || this.ledger.gapStart === null) return;
    this.gapTimerOn = true;
    this.later(this.timing.gapWaitMs, async () => {
      const hole = this.ledger.gapStart;
      if (hole !== null && this.joined) {
        // The server replays only its newest 500 lines: a hole the replay did not fill never will be.
        if ((await this.join()) && this.ledger.gapStart === hole) this.ledger.skipGap();
        this.update({ messages: this.ledger.lines });
      }
      this.gapTimerOn = false;
      // A reconnect's join fills it otherwise; a newer hole gets its own wait.
      if (this.joined) this.watchGap();
    });
  }

  private refuse(code: ChatRefusalCode, message: string, text?: string, serverWaitMs?: number) {
    this.refusalCount += 1;
    // The server names no wait for sending too fast; its limit has passed a window later.
    const retryAfterMs = serverWaitMs ?? (code === 'RATE_LIMITED' ? this.timing.rateLimitedMs : undefined);
    const refusal: ChatRefusal = {
      id: this.refusalCount,
      code,
      message,
      ...(text === undefined ? {} : { text }),
      ...(typeof retryAfterMs === 'number' ? { retryAfterMs, at: Date.now() } : {}),
    };
    this.update({ refusal, ...refusedModes(code) });
  }

  private setStatus(status: ChatStatus) {
    if (this.state.status !== status) this.update({ status });
  }

  private update(change: Partial<ChatRoomState>) {
    if (this.closed) return;
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private later(ms: number, run: () => void | Promise<void>) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) void run();
    }, ms);
    this.timers.add(timer);
  }
}
