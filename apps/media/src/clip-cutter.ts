import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { parsePlaylist } from './playlist';

/**
 * Where in a broadcast a clip is cut: from a moment of the recording (a replay), or ending some
 * seconds behind the newest segment (a live broadcast's rewind window, the player's "-0:32").
 */
export type ClipSpan =
  | { startSeconds: number; durationSeconds: number }
  | { behindLiveSeconds: number; durationSeconds: number };

/** The span the clip really covers: its start snapped back to the segment (keyframe) at or before the asked one. */
export type CutSpan = { startSeconds: number; durationSeconds: number; segments: string[] };

/** Thrown when the broadcast's segments do not cover the span (pruned, or past the end). */
export class ClipSpanError extends Error {}

/**
 * The segments covering a span. Our segments begin on a keyframe (the remux cuts at keyframes), so
 * a clip copied from the first of them starts on one: the start moves back to that segment's start,
 * the end stays where it was asked.
 */
export function segmentsForSpan(playlist: string, span: ClipSpan): CutSpan {
  const segments = parsePlaylist(playlist).segments.map((segment) => ({
    duration: segment.duration,
    name: (segment.lines.at(-1) ?? '').split('?')[0] ?? '',
  }));
  const total = segments.reduce((sum, segment) => sum + segment.duration, 0);
  const start = 'startSeconds' in span ? span.startSeconds : total - span.behindLiveSeconds - span.durationSeconds;
  const end = start + span.durationSeconds;
  if (start < 0 || end > total + 0.001) throw new ClipSpanError(`span ${start}-${end} s is outside 0-${total} s`);
  const picked: string[] = [];
  let at = 0;
  let snapped = -1;
  for (const segment of segments) {
    const segmentEnd = at + segment.duration;
    if (segmentEnd > start && at < end) {
      if (snapped < 0) snapped = at;
      picked.push(segment.name);
    }
    at = segmentEnd;
  }
  if (picked.length === 0 || snapped < 0) throw new ClipSpanError('no segment covers the span');
  return { startSeconds: snapped, durationSeconds: end - snapped, segments: picked };
}

/**
 * Copies the span's segments into one MP4 without re-encoding (`-c copy`, `+faststart` so a browser
 * plays it before it has all of it). The segments are MPEG-TS, whose files may be joined byte for
 * byte, so they are streamed one after another into ffmpeg's input from wherever they are stored.
 */
export async function cutClip(
  open: (name: string) => Promise<Readable | null>,
  cut: CutSpan,
  target: string,
): Promise<void> {
  const child = spawn(
    'nice',
    [
      ['-n', '10', 'ffmpeg', '-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ['-f', 'mpegts', '-i', 'pipe:0'],
      ['-t', cut.durationSeconds.toFixed(3), '-map', '0:v?', '-map', '0:a?', '-c', 'copy'],
      ['-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', '-f', 'mp4', target],
    ].flat(),
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  // ffmpeg stops reading at -t: a closed pipe then is not a failure.
  child.stdin.on('error', () => undefined);
  try {
    for (const name of cut.segments) {
      const stream = await open(name);
      if (!stream) throw new ClipSpanError(`segment ${name} is gone`);
      for await (const chunk of stream) {
        if (child.stdin.destroyed) break;
        if (!child.stdin.write(chunk)) await Promise.race([new Promise((resolve) => child.stdin.once('drain', resolve)), exited]);
      }
    }
  } finally {
    child.stdin.end();
  }
  const code = await exited;
  if (code !== 0) throw new Error(`ffmpeg clip cut failed (${code}): ${stderr.trim()}`);
}
