import * as v from 'valibot';
import { UPLOAD_MESSAGES } from './messages';
import { messageText, type MessageParams, type MessageRef } from './message-keys';

/**
 * What each kind of file field takes. The type is decided by the file's first bytes (magic
 * bytes), never by its name or the browser's claim; anything else is refused with 415, and a
 * file over maxBytes with 413.
 */
export const UPLOAD_RULES = {
  image: { maxBytes: 5 * 1024 * 1024, contentTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] },
  attachment: {
    maxBytes: 10 * 1024 * 1024,
    contentTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'],
  },
} as const;
export type UploadAccept = keyof typeof UPLOAD_RULES;

/**
 * Pixels an uploaded image may have (width x height; an animated GIF or WebP per frame, and
 * IMAGE_MAX_TOTAL_PIXELS over all its frames). A few hundred KB of PNG can claim 20000x20000
 * pixels, which decoding would turn into gigabytes; anything bigger is refused with 413 before it
 * is decoded. 40 megapixels is more than any phone camera takes.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_TOTAL_PIXELS = 100_000_000;

/**
 * What an upload is for. public: anyone may download it (it is shown on a public page);
 * otherwise only its owner and operators may.
 */
export const UPLOAD_PURPOSES = {
  'channel-image': { public: true },
  'notice-image': { public: true },
  'board-image': { public: true },
  'inquiry-attachment': { public: false },
  'declaration-attachment': { public: false },
  bankbook: { public: false },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** Where the API serves an upload: with its sniffed type, nosniff and a download disposition. */
export const uploadUrl = (uploadId: string) => `/api/uploads/${uploadId}`;

/** A stored file as answers show it. */
export const Attachment = v.object({
  uploadId: v.string(),
  url: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  sizeBytes: v.number(),
});
export type Attachment = v.InferOutput<typeof Attachment>;

/** The error codes of upload refusals, one per UPLOAD_MESSAGES key. */
export const UPLOAD_CODES = {
  tooLarge: 'FILE_TOO_LARGE',
  tooManyPixels: 'IMAGE_TOO_LARGE',
  unsupportedType: 'UNSUPPORTED_FILE_TYPE',
  tooMany: 'TOO_MANY_FILES',
  required: 'FILE_REQUIRED',
  notMultipart: 'NOT_MULTIPART',
  notFound: 'NOT_FOUND',
  unknownField: 'UNKNOWN_FILE_FIELD',
  malformed: 'MALFORMED_MULTIPART',
} as const satisfies Record<keyof typeof UPLOAD_MESSAGES, string>;

/** The short names of content types, as refusals list them ({types}). */
export const CONTENT_TYPE_LABELS: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WEBP',
  'application/pdf': 'PDF',
};

type UploadValues = { accept?: UploadAccept; maxCount?: number; field?: string };

/** A refusal by key, with {max}, {types} and {field} for the field's rule as params. */
export function uploadMessageRef(key: keyof typeof UPLOAD_MESSAGES, values: UploadValues = {}): MessageRef {
  const rule = values.accept ? UPLOAD_RULES[values.accept] : undefined;
  const params: MessageParams = {};
  if (key === 'tooLarge' && rule) params['max'] = rule.maxBytes / (1024 * 1024);
  else if (key === 'tooManyPixels') params['max'] = IMAGE_MAX_PIXELS / 1_000_000;
  else if (values.maxCount !== undefined) params['max'] = values.maxCount;
  if (key === 'unsupportedType' && rule) params['types'] = rule.contentTypes.map((type) => CONTENT_TYPE_LABELS[type] ?? type).join(', ');
  if (key === 'unknownField' && values.field !== undefined) params['field'] = values.field;
  const own = Object.fromEntries(Object.entries(params).filter(([name]) => UPLOAD_MESSAGES[key].includes(`{${name}}`)));
  return Object.keys(own).length > 0 ? { key: `upload.${key}`, params: own } : { key: `upload.${key}` };
}

/** A refusal's Korean text with {max}, {types} and {field} filled in for the field's rule. */
export const uploadMessage = (key: keyof typeof UPLOAD_MESSAGES, values: UploadValues = {}) => messageText(uploadMessageRef(key, values));
