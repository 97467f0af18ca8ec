import { CHAT } from '@onair/contracts';

/** The waits of the chat client; tests shorten them. */
export type ChatTiming = {
  /** How long an emit waits for its ack before the line (or join) goes again. */
  ackTimeoutMs: number;
  /** How long a hole in the sequence may stay open before a re-join asks for it (docs/chat.md: ~400 ms). */
  gapWaitMs: number;
  /** Pause before resending after a failed send or join. */
  retryWaitMs: number;
  /** SPEC.md section 9: Unauthorized retried every 3 s. */
  authRetryDelayMs: number;
  /** SPEC.md section 9: reconnection from 500 ms backing off to 5 s. */
  reconnectDelayMs: number;
  reconnectDelayMaxMs: number;
  /** How long a RATE_LIMITED refusal stands: one window of the send rate, after which a line is taken again. */
  rateLimitedMs: number;
};

export const CHAT_TIMING: ChatTiming = {
  ackTimeoutMs: 3000,
  gapWaitMs: 400,
  retryWaitMs: 1000,
  authRetryDelayMs: CHAT.authRetryDelayMs,
  reconnectDelayMs: CHAT.reconnectDelayMs,
  reconnectDelayMaxMs: CHAT.reconnectDelayMaxMs,
  rateLimitedMs: CHAT.sendRate.windowMs,
};
