/** One typed line waiting for its ack; clientMsgId makes a resend harmless (the server stores it once). */
export type OutboxLine = { clientMsgId: string; text: string };

/** A unique id per typed line (docs/chat.md: up to 64 characters, a UUID). */
export function newClientMsgId(): string {
  const webCrypto = globalThis.crypto as Crypto | undefined;
  if (webCrypto?.randomUUID) return webCrypto.randomUUID();
  // Plain-HTTP pages on a LAN address are not a secure context and lack randomUUID.
  const bytes = new Uint8Array(16);
  webCrypto?.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('') + Date.now().toString(36);
}

/** Lines typed and not yet acknowledged, oldest first: sent one at a time, in order. */
export class Outbox {
  private lines: OutboxLine[] = [];

  get size() {
    return this.lines.length;
  }

  get pending(): readonly OutboxLine[] {
    return this.lines;
  }

  get head(): OutboxLine | undefined {
    return this.lines[0];
  }

  push(text: string, clientMsgId = newClientMsgId()): OutboxLine {
    const line = { clientMsgId, text };
    this.lines = [...this.lines, line];
    return line;
  }

  /** Takes a line out (acknowledged, or refused for good). */
  remove(clientMsgId: string) {
    this.lines = this.lines.filter((line) => line.clientMsgId !== clientMsgId);
  }

  clear() {
    this.lines = [];
  }
}
