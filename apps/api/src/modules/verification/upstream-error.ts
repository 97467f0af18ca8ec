import { ApiError, type ApiMessage } from '../../platform/http/errors';

/**
 * An outside service (SMS or identity provider) failed: 502 with a message the user may read.
 * detail goes to the log with the error, never to the user.
 */
export class UpstreamError extends ApiError {
  constructor(code: string, message: ApiMessage, readonly detail: string) {
    super(502, code, message);
  }
}
