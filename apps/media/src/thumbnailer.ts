import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { grabFrame } from './frame-grab';
import type { Log } from './log';
import { parsePlaylist } from './playlist';

export type ThumbnailOptions = {
  channelId: number;
  /** The broadcast's HLS output (index.m3u8 and its segments), written by hls-remux. */
  hlsDir: string;
  /** Snapshots go to {thumbsDir}/{channelId}.jpg. */
  thumbsDir: string;
  /** Between two snapshots (MEDIA_THUMBNAIL_INTERVAL_MS, 20 s). */
  intervalMs: number;
  /** Told after each new snapshot is in place (the API versions the channel's thumbnail_url). */
  onSnapshot(): Promise<void>;
  log: Log;
};

export type Thumbnails = { stop(): Promise<void> };

export const thumbnailFile = (thumbsDir: string, channelId: number) => join(thumbsDir, `${channelId}.jpg`);

/** Until the first segment exists the playlist is looked at this often. */
const FIRST_SEGMENT_POLL_MS = 500;
/**
 * How long an ended broadcast's picture stays on disk. The API stops naming it at once, but a list
 * a viewer loaded a moment before (or a guest answer a node keeps for up to a second) still does,
 * and removing it at once showed them a broken picture.
 */
export const THUMBNAIL_RETIRE_MS = 10_000;
/** Pictures of ended broadcasts waiting to be removed, by file: a new broadcast of the channel keeps its own. */
const retiring = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * A live channel's picture for the home list: the first frame of the newest finished HLS segment
 * (each starts on a keyframe, so one frame is decoded, nothing is read from the live stream
 * again), scaled to 320 px wide, every intervalMs, the first as soon as a segment exists. Written
 * beside and renamed over the old one, so a reader never gets half a JPEG; removed THUMBNAIL_RETIRE_MS
 * after the end, unless the channel is live again by then.
 */
export function startThumbnails(options: ThumbnailOptions): Thumbnails {
  const { channelId, hlsDir, thumbsDir, intervalMs, onSnapshot, log } = options;
  const target = thumbnailFile(thumbsDir, channelId);
  clearTimeout(retiring.get(target));
  retiring.delete(target);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  let taken = 0;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick();
    }, ms);
  };

  async function tick() {
    const segment = await newestSegment(hlsDir);
    if (stopped) return;
    if (!segment) return schedule(taken === 0 ? FIRST_SEGMENT_POLL_MS : intervalMs);
    try {
      await mkdir(thumbsDir, { recursive: true });
      const partial = `${target}.${process.pid}.part`;
      await grabFrame(join(hlsDir, segment), partial, { kind: 'snapshot' });
      if (stopped) {
        await rm(partial, { force: true });
        return;
      }
      await rename(partial, target);
      taken += 1;
      await onSnapshot();
    } catch (error) {
      log('warn', `snapshot of channel ${channelId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    schedule(intervalMs);
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      const removal = setTimeout(() => {
        retiring.delete(target);
        void rm(target, { force: true });
      }, THUMBNAIL_RETIRE_MS);
      removal.unref();
      retiring.set(target, removal);
    },
  };
}

/** The newest segment the playlist lists (hls-remux writes each under a temporary name until it is whole). */
async function newestSegment(hlsDir: string): Promise<string | null> {
  const text = await readFile(join(hlsDir, 'index.m3u8'), 'utf8').catch(() => null);
  if (text === null) return null;
  const last = parsePlaylist(text).segments.at(-1)?.lines.at(-1);
  return last && /^seg-\d+\.ts$/.test(last) ? last : null;
}
