import { randomUUID } from 'node:crypto';

export type SmsMessage = {
  messageId: string;
  to: string;
  text: string;
  /** ISO 8601, UTC. */
  sentAt: string;
};

export type SmsOutbox = {
  send(message: { to: string; text: string }): SmsMessage;
  /** Newest first; only messages to `to` when given. */
  list(to?: string): SmsMessage[];
};

/** What the SMS stand-in "sent", in memory. The oldest messages go once `limit` is reached. */
export function createSmsOutbox({ limit = 500, now = () => new Date() }: { limit?: number; now?: () => Date } = {}): SmsOutbox {
  const messages: SmsMessage[] = [];
  return {
    send({ to, text }) {
      const message = { messageId: randomUUID(), to, text, sentAt: now().toISOString() };
      messages.unshift(message);
      if (messages.length > limit) messages.length = limit;
      return message;
    },
    list(to) {
      return to === undefined ? [...messages] : messages.filter((message) => message.to === to);
    },
  };
}

/** The first run of 4 to 8 digits in a message: what a developer copies into a verification form. */
export function verificationCodeIn(text: string): string | undefined {
  return /(?<!\d)\d{4,8}(?!\d)/.exec(text)?.[0];
}
