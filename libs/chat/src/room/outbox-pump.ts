import { sendVerdictOf } from './chat-room-state';
import type { ChatSocket } from './chat-socket';
import type { ChatTiming } from './chat-timing';
import { Outbox, type OutboxLine } from './outbox';
import { CHAT_EVENT_NAMES as EV, type ChatAck, type ChatRefusalCode } from './wire';

export type OutboxPumpOptions = {
  socket: ChatSocket;
  room: string;
  timing: ChatTiming;
  /** In the room, not closed: lines go only then. */
  canSend: () => boolean;
  onChange: () => void;
  onRefused: (code: ChatRefusalCode, message: string, text: string, retryAfterMs?: number) => void;
  /** The server took a line (its ack came). */
  onSent?: () => void;
  /** The server lost our membership (a restart): re-join, which runs the pump again. */
  onNotJoined: () => void;
  /** A pause that closing the room cancels (the pump then simply stops). */
  wait: (ms: number) => Promise<void>;
};

/**
 * Client duty 4 of docs/chat.md: every typed line stays in the outbox with its clientMsgId until
 * an ack {ok: true}. It goes again, with the same id, after an ack timeout or a reconnect (the
 * server answers a repeat with the first seq and stores nothing new). One line at a time keeps
 * the member's lines in the order typed.
 */
export class OutboxPump {
  private readonly outbox = new Outbox();
  private running = false;

  constructor(private readonly options: OutboxPumpOptions) {}

  get pending(): readonly OutboxLine[] {
    return this.outbox.pending;
  }

  push(text: string) {
    this.outbox.push(text);
    this.options.onChange();
    void this.run();
  }

  clear() {
    this.outbox.clear();
    this.options.onChange();
  }

  async run() {
    if (this.running) return;
    this.running = true;
    try {
      while (this.outbox.head && this.options.canSend()) {
        if (!(await this.sendHead(this.outbox.head))) break;
      }
    } finally {
      this.running = false;
    }
  }

  /** Sends one line; false when the pump should stop for now (a re-join or a reconnect restarts it). */
  private async sendHead(line: OutboxLine): Promise<boolean> {
    const { socket, room, timing } = this.options;
    let answer: ChatAck<{ seq: number }> | null = null;
    try {
      answer = await socket
        .timeout(timing.ackTimeoutMs)
        .emitWithAck(EV.message, { room, text: line.text, clientMsgId: line.clientMsgId });
    } catch {
      // No ack (the node went away, or the link is slow): the same clientMsgId goes again.
    }
    if (answer?.ok) {
      this.take(line);
      this.options.onSent?.();
      return true;
    }
    if (answer && sendVerdictOf(answer.code) === 'drop') {
      this.take(line);
      this.options.onRefused(answer.code, answer.message, line.text, answer.retryAfterMs);
      return true;
    }
    if (answer && sendVerdictOf(answer.code) === 'rejoin') {
      this.options.onNotJoined();
      return false;
    }
    await this.options.wait(timing.retryWaitMs);
    return true;
  }

  private take(line: OutboxLine) {
    this.outbox.remove(line.clientMsgId);
    this.options.onChange();
  }
}
