import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_TOTAL_PIXELS } from '@onair/contracts';

/** The image types we take, each written back in its own format. */
const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/gif': (image) => image.gif(),
  'image/webp': (image) => image.webp({ quality: 90 }),
};

export const isReencodedType = (contentType: string) => contentType in ENCODERS;

export type Reencoded = { ok: true; bytes: Buffer } | { ok: false; refusal: 'tooManyPixels' | 'unreadable' };

/**
 * Decodes an uploaded image and encodes it again in the same format, so what we store and serve is
 * only pixels: EXIF (GPS position, camera, time), XMP, comments and ICC profiles are dropped, and a
 * camera's orientation tag is applied to the pixels first so the picture stays upright. The header
 * alone decides the pixel budget (IMAGE_MAX_PIXELS), before anything is decoded.
 */
export async function reencodeImage(input: Buffer, contentType: string): Promise<Reencoded> {
  const encode = ENCODERS[contentType];
  if (!encode) return { ok: false, refusal: 'unreadable' };
  // GIF and WebP may be animated: every frame is kept.
  const animated = contentType === 'image/gif' || contentType === 'image/webp';
  let metadata: Metadata;
  try {
    // The header only: no pixel limit here, the budget below is ours.
    metadata = await sharp(input, { animated, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, refusal: 'unreadable' };
  }
  const frameHeight = metadata.pageHeight ?? metadata.height;
  const frames = metadata.pages ?? 1;
  if (!metadata.width || !frameHeight) return { ok: false, refusal: 'unreadable' };
  const framePixels = metadata.width * frameHeight;
  if (framePixels > IMAGE_MAX_PIXELS || framePixels * frames > IMAGE_MAX_TOTAL_PIXELS) return { ok: false, refusal: 'tooManyPixels' };
  try {
    const image = sharp(input, { animated, autoOrient: true, limitInputPixels: IMAGE_MAX_TOTAL_PIXELS });
    // No withMetadata(): sharp writes none of the input's metadata unless asked.
    return { ok: true, bytes: await encode(image).toBuffer() };
  } catch {
    // Valid magic bytes over broken pixel data: not an image we can show.
    return { ok: false, refusal: 'unreadable' };
  }
}
