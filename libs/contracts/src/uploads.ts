import * as v from 'valibot';

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

export const UPLOAD_MESSAGES = {
  tooLarge: '파일 크기가 너무 큽니다. {max}MB 이하의 파일만 올릴 수 있습니다.',
  tooManyPixels: '이미지 해상도가 너무 큽니다. {max}메가픽셀 이하의 이미지만 올릴 수 있습니다.',
  unsupportedType: '지원하지 않는 파일 형식입니다. {types} 파일만 올릴 수 있습니다.',
  tooMany: '파일은 최대 {max}개까지 올릴 수 있습니다.',
  required: '파일을 첨부해주세요.',
  notMultipart: '파일은 multipart/form-data로 보내주세요.',
  notFound: '파일을 찾을 수 없습니다.',
  unknownField: '알 수 없는 파일 항목입니다: {field}',
  /** The body ended early or is not the multipart form its header announced. */
  malformed: '파일을 끝까지 받지 못했습니다. 다시 올려주세요.',
} as const;

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

/** A refusal's message with {max}, {types} and {field} filled in for the field's rule. */
export function uploadMessage(key: keyof typeof UPLOAD_MESSAGES, values: { accept?: UploadAccept; maxCount?: number; field?: string } = {}) {
  const rule = values.accept ? UPLOAD_RULES[values.accept] : undefined;
  return UPLOAD_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'max' && key === 'tooLarge' && rule) return String(rule.maxBytes / (1024 * 1024));
    if (name === 'max' && key === 'tooManyPixels') return String(IMAGE_MAX_PIXELS / 1_000_000);
    if (name === 'max' && values.maxCount !== undefined) return String(values.maxCount);
    if (name === 'types' && rule) return rule.contentTypes.map((type) => CONTENT_TYPE_LABELS[type] ?? type).join(', ');
    if (name === 'field' && values.field !== undefined) return values.field;
    return whole;
  });
}
