import type { Socket } from 'socket.io-client';
import type { WireMessage } from '../chat-protocol';
import { chatClient, request } from './chat-client';

// How long a hole in the sequence may stay open before the client asks for it (a message still on its way fills it sooner).
const GAP_WAIT_MS = 400;
const ACK_TIMEOUT_MS = 3000;
const RETRY_WAIT_MS = 400;

/**
 * A chat client that behaves as docs/chat.md asks of the web client: it re-joins with the
 * highest seq it holds without a gap after every reconnect, re-joins to fill a gap it notices,
 * shows each seq once (duplicates from the catch-up overlap are dropped), and keeps every line it
 * typed in an outbox until acknowledged, resending it with the same clientMsgId.
 */
export class ResilientChatClient {
  readonly socket: Socket;
  /** What the user sees: each seq once, by seq. */
  readonly shown = new Map<number, WireMessage>();
  /** Every seq as it arrived, duplicates included (for the report). */
  readonly arrivals: number[] = [];
  /** Connections made, the first included: more than one means it came back after losing its node. */
  connects = 0;
  /** Sends that got no ok and went again with the same clientMsgId. */
  resends = 0;
  /** Every clientMsgId this client typed. */
  readonly typed: string[] = [];
  private contiguous = 0;
  private joined = false;
  private pumping = false;
  private gapTimer: NodeJS.Timeout | null = null;
  private readonly outbox: { id: string; text: string }[] = [];
  private stopped = false;

  constructor(
    url: string,
    private readonly room: string,
    token: string,
    private readonly name: string,
  ) {
    this.socket = chatClient(url, { token, reconnection: true });
    this.socket.on('connect', () => {
      this.connects += 1;
      void this.join();
    });
    this.socket.on('disconnect', () => (this.joined = false));
    this.socket.on('message', (...messages: WireMessage[]) => messages.forEach((message) => this.receive(message)));
  }

  start() {
    this.socket.connect();
  }

  /** Highest seq held with nothing missing below it. */
  get lastContiguous() {
    return this.contiguous;
  }

  get pending() {
    return this.outbox.length;
  }

  type(text: string) {
    const id = `${this.name}-${this.typed.length + 1}`;
    this.typed.push(id);
    this.outbox.push({ id, text });
    void this.pump();
  }

  stop() {
    this.stopped = true;
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.socket.disconnect();
  }

  private async join() {
    try {
      const answer = await request(
        this.socket,
        'join',
        { room: this.room, streamId: 's', source: 'web', lastSeq: this.contiguous },
        ACK_TIMEOUT_MS,
      );
      this.joined = answer.ok;
    } catch {
      // The connection dropped again; the next connect joins.
    }
    void this.pump();
  }

  private receive(message: WireMessage) {
    this.arrivals.push(message.seq);
    if (!this.shown.has(message.seq)) this.shown.set(message.seq, message);
    while (this.shown.has(this.contiguous + 1)) this.contiguous += 1;
    const gap = [...this.shown.keys()].some((seq) => seq > this.contiguous);
    if (gap && !this.gapTimer) {
      this.gapTimer = setTimeout(() => {
        this.gapTimer = null;
        if (!this.stopped && [...this.shown.keys()].some((seq) => seq > this.contiguous) && this.joined)
          void this.join();
      }, GAP_WAIT_MS);
    }
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.stopped && this.outbox.length > 0 && this.joined) {
        const head = this.outbox[0] as { id: string; text: string };
        let delivered = false;
        try {
          const answer = await request(
            this.socket,
            'message',
            { room: this.room, text: head.text, clientMsgId: head.id },
            ACK_TIMEOUT_MS,
          );
          delivered = answer.ok;
        } catch {
          // No answer (the node went away): the same clientMsgId goes again.
        }
        if (delivered) this.outbox.shift();
        else {
          this.resends += 1;
          await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS));
        }
      }
    } finally {
      this.pumping = false;
    }
  }
}
