import { ERROR_CODES, messageOfText, type FieldError } from '@onair/contracts';
import { ApiError } from '../http/errors';

/** The one 401: the client refreshes its token on it and retries once. */
export const invalidTokenError = () => new ApiError(401, ERROR_CODES.unauthorized, 'auth.invalidToken');

/** A rule about one field that only the server can check (taken ID, unknown recommender...). */
export const fieldError = (statusCode: 400 | 409, field: string, message: string) =>
  new ApiError(statusCode, statusCode === 409 ? 'CONFLICT' : ERROR_CODES.validation, messageOfText(message), [
    { field, in: 'body', message } satisfies FieldError,
  ]);
