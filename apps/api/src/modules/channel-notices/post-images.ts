import { inArray } from 'drizzle-orm';
import { ERROR_CODES, POST_LIMITS, type Attachment, messageOfText } from '@onair/contracts';
import { uploads, type Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { attachmentOf } from '../../platform/uploads/upload-records';

/** The attachments of many posts' images in one query, by upload id. */
export async function attachmentsById(db: Database, uploadIds: readonly string[]): Promise<Map<string, Attachment>> {
  const unique = [...new Set(uploadIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(uploads).where(inArray(uploads.uploadId, unique));
  return new Map(rows.map((row) => [row.uploadId, attachmentOf(row)]));
}

/** A post's images in its order, leaving out any whose file is gone. */
export const imagesOf = (imageIds: readonly string[], byId: Map<string, Attachment>): Attachment[] =>
  imageIds.flatMap((id) => {
    const attachment = byId.get(id);
    return attachment ? [attachment] : [];
  });

export type ImageMessages = { tooManyImages: string; unknownImage: string };

/**
 * The images a post has after an edit: those it keeps (every one when keep is absent), then the new
 * ones. Keeping an image the post does not have, or ending with more than 5, is refused.
 */
export function imagesAfterEdit(
  current: readonly string[],
  keep: readonly string[] | undefined,
  added: readonly Attachment[],
  messages: ImageMessages,
): string[] {
  const kept = keep ?? current;
  if (kept.some((id) => !current.includes(id))) throw new ApiError(400, ERROR_CODES.validation, messageOfText(messages.unknownImage));
  const next = [...new Set(kept), ...added.map((image) => image.uploadId)];
  if (next.length > POST_LIMITS.imagesMax) throw new ApiError(400, ERROR_CODES.validation, messageOfText(messages.tooManyImages));
  return next;
}
