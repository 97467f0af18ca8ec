import { ERROR_CODES, type FieldError } from '@onair/contracts';

/** An error whose message is meant for the user; anything else becomes a generic 500. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

/** A refusal that passes with time: the answer carries Retry-After, in whole seconds. */
export class RetryLaterError extends ApiError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, code, message);
  }
}

export function validationError(errors: FieldError[]): ApiError {
  const summary = errors.map((error) => `${error.field}: ${error.message}`).join('; ');
  return new ApiError(400, ERROR_CODES.validation, summary, errors);
}
