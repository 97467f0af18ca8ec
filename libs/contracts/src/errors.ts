import * as v from 'valibot';
import { isMessageKey, messageOfText, messageText, type MessageRef } from './message-keys';

const MessageParams = v.record(v.string(), v.union([v.string(), v.number()]));

/** One field's refusal. key and params say which message it is (messages.ts); the API fills them in every answer. */
export const FieldError = v.object({
  field: v.string(),
  in: v.picklist(['path', 'query', 'body', 'header']),
  message: v.string(),
  key: v.optional(v.string()),
  params: v.optional(MessageParams),
});

/** A field error as answered: always with its message's key. */
export const AnsweredFieldError = v.object({ ...FieldError.entries, key: v.string() });

/**
 * Every error answer of the API has this shape. message is the Korean text a user may be shown
 * (sister products show it as is); key names that message (messages.ts: 'auth.blocked') and params
 * holds its variable parts, so a web page words it in the reader's language.
 */
export const ErrorBody = v.object({
  statusCode: v.number(),
  code: v.string(),
  message: v.string(),
  key: v.string(),
  params: v.optional(MessageParams),
  errors: v.optional(v.array(AnsweredFieldError)),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
export type FieldError = v.InferOutput<typeof FieldError>;
export type AnsweredFieldError = v.InferOutput<typeof AnsweredFieldError>;

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  maintenance: 'MAINTENANCE',
  internal: 'INTERNAL_ERROR',
  /** The database cannot serve now (down, unreachable, out of connections, a statement timed out); retry later. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

/** A field error's message by key: its own, else the message its text is (a schema's words carry no key). */
export function fieldMessage(error: FieldError): MessageRef {
  if (error.key !== undefined && isMessageKey(error.key)) return error.params ? { key: error.key, params: error.params } : { key: error.key };
  return messageOfText(error.message);
}

/** Field errors as answered, each with its message's key. */
export const answeredFieldErrors = (errors: FieldError[]): AnsweredFieldError[] =>
  errors.map((error) => ({ field: error.field, in: error.in, message: error.message, ...fieldMessage(error) }));

/** The text, key and params of an answer's message, for a body built without an ApiError. */
export const wordedMessage = (ref: MessageRef) => ({ message: messageText(ref), ...ref });
