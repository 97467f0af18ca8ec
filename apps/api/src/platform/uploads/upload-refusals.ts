import { messageText, UPLOAD_CODES, uploadMessageRef, type UploadAccept, type UPLOAD_MESSAGES } from '@onair/contracts';
import { ApiError } from '../http/errors';

const STATUS: Record<keyof typeof UPLOAD_MESSAGES, number> = {
  tooLarge: 413,
  tooManyPixels: 413,
  unsupportedType: 415,
  tooMany: 400,
  required: 400,
  notMultipart: 415,
  notFound: 404,
  unknownField: 400,
  malformed: 400,
};

/**
 * What reading the client's multipart body failed with, as the client's error: the parser's own
 * refusals keep their 4xx (a limit is a 413), anything else it throws (the body ends early, a
 * part header is broken, no boundary) is a malformed body, 400.
 */
export function malformedBody(error: unknown): Error {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof ApiError || (typeof status === 'number' && status >= 400 && status < 500)) return error as Error;
  return uploadRefusal('malformed');
}

/** An upload refusal with its status, code and Korean message, the field's limits filled in. */
export function uploadRefusal(
  key: keyof typeof UPLOAD_MESSAGES,
  values: { accept?: UploadAccept; maxCount?: number; field?: string } = {},
): ApiError {
  const ref = uploadMessageRef(key, values);
  const errors = values.field ? [{ field: values.field, in: 'body' as const, message: messageText(ref), ...ref }] : undefined;
  return new ApiError(STATUS[key], UPLOAD_CODES[key], ref, errors);
}
