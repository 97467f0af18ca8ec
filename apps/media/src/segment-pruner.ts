import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Log } from './log';
import { parsePlaylist, segmentsWithin } from './playlist';

export type SegmentPruner = { stop(): void };

export type PruneOptions = {
  /** The broadcast's HLS directory (index.m3u8 and seg-NNNNN.ts), written by hls-remux. */
  dir: string;
  /** The rewind window: segments that ended longer ago than this before the live edge go. */
  windowSeconds: number;
  /** The live playlist never has fewer segments than this (http-routes' minimum). */
  minimumSegments: number;
  /** How often the playlist is looked at (default 2 s, about one segment). */
  intervalMs?: number;
  log: Log;
};

/**
 * A segment a player read from a playlist a moment ago may still be fetched after it left the
 * window: this many beyond it are kept.
 */
export const PRUNE_MARGIN_SEGMENTS = 3;

/**
 * Deletes a live broadcast's segments once they leave the rewind window, for a broadcast that is not
 * kept as a recording: its directory then holds about the window and no more, however long it runs.
 * ffmpeg's EVENT playlist still names them; only the window (http-routes) is ever served.
 */
export function startSegmentPruner({
  dir,
  windowSeconds,
  minimumSegments,
  intervalMs = 2000,
  log,
}: PruneOptions): SegmentPruner {
  /** Segments before this index are gone already. */
  let prunedUpTo = 0;
  let busy = false;

  async function prune() {
    const text = await readFile(join(dir, 'index.m3u8'), 'utf8').catch(() => null);
    if (text === null) return;
    const segments = parsePlaylist(text).segments;
    const kept = segmentsWithin(
      segments.map((segment) => segment.duration),
      windowSeconds,
      minimumSegments,
    );
    const end = Math.max(0, segments.length - kept - PRUNE_MARGIN_SEGMENTS);
    for (let index = prunedUpTo; index < end; index += 1) {
      const name = segments[index]?.lines.at(-1);
      // Only ffmpeg's own names, never a path out of the directory.
      if (!name || !/^seg-\d{5,9}\.ts$/.test(name)) continue;
      await unlink(join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') log('warn', `could not delete ${name}: ${error.message}`);
      });
    }
    prunedUpTo = Math.max(prunedUpTo, end);
  }

  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void prune().finally(() => {
      busy = false;
    });
  }, intervalMs);
  return { stop: () => clearInterval(timer) };
}
