import { CHAT } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';

/** The connect_error message the chat server gives a missing, expired or invalid token. */
export const CHAT_UNAUTHORIZED = 'Unauthorized';

const GIVE_UP_MESSAGE = 'chat.unauthorized' satisfies MessageKey;

export type AuthRetryAction =
  | { action: 'retry'; delayMs: number }
  | { action: 'giveUp'; messageKey: typeof GIVE_UP_MESSAGE }
  | { action: 'disconnected' };

export type AuthRetryPolicy = {
  /** What to do about a connect_error with this message. */
  next(errorMessage: string): AuthRetryAction;
  /** After a successful connection: the next Unauthorized starts counting from zero again. */
  reset(): void;
  /** Unauthorized retries so far; sent as auth.retry on the next attempt. */
  readonly retries: number;
};

/**
 * SPEC.md section 4: "Auth failure Unauthorized retries every 3 s up to 10 times, then alerts.
 * Other connection errors set the state to disconnected." Once it has given up, it stays given
 * up until reset (a new login); other errors leave the count alone.
 */
export function createAuthRetryPolicy({
  maxRetries = CHAT.authRetries,
  delayMs = CHAT.authRetryDelayMs,
}: { maxRetries?: number; delayMs?: number } = {}): AuthRetryPolicy {
  let retries = 0;
  return {
    next(errorMessage) {
      if (errorMessage !== CHAT_UNAUTHORIZED) return { action: 'disconnected' };
      if (retries >= maxRetries) return { action: 'giveUp', messageKey: GIVE_UP_MESSAGE };
      retries += 1;
      return { action: 'retry', delayMs };
    },
    reset() {
      retries = 0;
    },
    get retries() {
      return retries;
    },
  };
}
