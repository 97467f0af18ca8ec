import { AUTH_MESSAGES } from '@onair/contracts';
import { ApiError } from '../errors';

/** A state that is missing, used, expired, for another provider or begun in another browser. */
export const invalidAccessError = () => new ApiError(400, 'INVALID_OAUTH_STATE', AUTH_MESSAGES.invalidAccess);

/**
 * The provider failed us: down, slow, or refusing the exchange. Answered as 502 with the SPEC's
 * unknown-social-error message by the oauth routes' own error handler (the app's handler hides
 * every 5xx message).
 */
export class SocialProviderError extends Error {
  readonly statusCode = 502;
  constructor(detail: string, options?: { cause?: unknown }) {
    super(detail, options);
  }
}

/** The provider says the access token is not (or no longer) good. */
export class ProviderTokenRejected extends Error {}
