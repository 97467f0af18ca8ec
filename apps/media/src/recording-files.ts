import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { grabFrame } from './frame-grab';

/** Where a recording's frame is taken: 2 s in, past a fade-in or a black first frame, or its middle when shorter. */
export const RECORDING_THUMBNAIL_AT_SECONDS = 2;
const RECORDING_THUMBNAIL_WIDTH = 480;

export const recordingThumbnailPath = (broadcastId: number) => `/vod/${broadcastId}/thumb.jpg`;

/**
 * A finished recording's thumbnail: one frame of its VOD playlist at RECORDING_THUMBNAIL_AT_SECONDS
 * (or half its length) as {dir}/thumb.jpg, written beside and renamed. Answers whether it was taken.
 */
export async function takeRecordingThumbnail(dir: string, durationSeconds: number): Promise<boolean> {
  const target = join(dir, 'thumb.jpg');
  const partial = `${target}.${process.pid}.part`;
  const atSeconds = Math.min(RECORDING_THUMBNAIL_AT_SECONDS, durationSeconds / 2);
  try {
    await grabFrame(join(dir, 'index.m3u8'), partial, {
      kind: 'recording-thumbnail',
      atSeconds,
      width: RECORDING_THUMBNAIL_WIDTH,
      noUpscale: true,
    });
    await rename(partial, target);
    return true;
  } catch {
    await rm(partial, { force: true });
    return false;
  }
}
