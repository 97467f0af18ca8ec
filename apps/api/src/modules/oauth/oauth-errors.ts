import { ApiError } from '../../platform/http/errors';

/** A state that is missing, used, expired, for another provider or begun in another browser. */
export const invalidAccessError = () => new ApiError(400, 'INVALID_OAUTH_STATE', 'auth.invalidAccess');

/**
 * The provider failed us: down, slow, or refusing the exchange. The user reads the SPEC's
 * unknown-social-error message; the detail goes to the log with the error.
 */
export class SocialProviderError extends ApiError {
  constructor(readonly detail: string, options?: { cause?: unknown }) {
    super(502, 'SOCIAL_PROVIDER_ERROR', 'auth.unknownSocialError');
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** The provider says the access token is not (or no longer) good. */
export class ProviderTokenRejected extends Error {}
