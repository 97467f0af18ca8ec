import { ERROR_CODES, fieldMessage, messageText, type FieldError, type MessageKey, type MessageParams, type MessageRef } from '@onair/contracts';

/** A message of @onair/contracts by key, with its params when it has any. */
export type ApiMessage = MessageKey | MessageRef;

/** An error whose message is meant for the user; anything else becomes a generic 500. */
export class ApiError extends Error {
  readonly key: MessageKey;
  readonly params?: MessageParams;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: ApiMessage,
    readonly errors?: FieldError[],
  ) {
    super(messageText(message));
    const ref = typeof message === 'string' ? { key: message } : message;
    this.key = ref.key;
    if (ref.params) this.params = ref.params;
  }
}

/** A refusal that passes with time: the answer carries Retry-After, in whole seconds. */
export class RetryLaterError extends ApiError {
  constructor(
    statusCode: number,
    code: string,
    message: ApiMessage,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, code, message);
  }
}

/** A schema's refusal: its message names each field; its key and params are the first field's message. */
export function validationError(errors: FieldError[]): ApiError {
  const summary = errors.map((error) => `${error.field}: ${error.message}`).join('; ');
  const first: ApiMessage = errors[0] ? fieldMessage(errors[0]) : { key: 'system.text', params: { text: summary } };
  const error = new ApiError(400, ERROR_CODES.validation, first, errors);
  error.message = summary;
  return error;
}
