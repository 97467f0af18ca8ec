import { UPLOAD_CODES, uploadMessage, type UploadAccept, type UPLOAD_MESSAGES } from '@onair/contracts';
import { ApiError } from '../errors';

const STATUS: Record<keyof typeof UPLOAD_MESSAGES, number> = {
  tooLarge: 413,
  tooManyPixels: 413,
  unsupportedType: 415,
  tooMany: 400,
  required: 400,
  notMultipart: 415,
  notFound: 404,
  unknownField: 400,
};

/** An upload refusal with its status, code and Korean message, the field's limits filled in. */
export function uploadRefusal(
  key: keyof typeof UPLOAD_MESSAGES,
  values: { accept?: UploadAccept; maxCount?: number; field?: string } = {},
): ApiError {
  const message = uploadMessage(key, values);
  const errors = values.field ? [{ field: values.field, in: 'body' as const, message }] : undefined;
  return new ApiError(STATUS[key], UPLOAD_CODES[key], message, errors);
}
