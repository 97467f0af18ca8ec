import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { LATENCY } from './config';
import { summarize, type Summary } from './playback';
import { FRAME_BYTES, STRIP_CROP, captureTime, readStamp } from './time-code';

const POLL_MS = 50;

/** The segments of a playlist with their durations, by URI. */
function segmentsOf(playlist: string): Array<{ uri: string; seconds: number }> {
  const lines = playlist.split('\n').map((line) => line.trim());
  const segments: Array<{ uri: string; seconds: number }> = [];
  let seconds = 0;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length)) || 0;
    else if (line !== '' && !line.startsWith('#')) segments.push({ uri: line, seconds });
  }
  return segments;
}

/** The capture time stamped on a segment's first frame. */
function firstFrameStamp(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(
      LATENCY.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-i',
        url,
        '-frames:v',
        '1',
        '-vf',
        STRIP_CROP,
        '-f',
        'rawvideo',
        'pipe:1',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', () => resolve(null));
    child.once('close', () => {
      const frame = Buffer.concat(chunks);
      resolve(frame.length >= FRAME_BYTES ? readStamp(frame.subarray(0, FRAME_BYTES)) : null);
    });
  });
}

/**
 * How long after its last frame was captured each new segment appears in the live playlist: the
 * part of HLS latency the server (remux and playlist) is answerable for; the rest is the segment
 * itself and where the player starts. Polls the playlist every 50 ms until `until`.
 */
export async function watchSegments(playlistUrl: string, until: number): Promise<Summary | null> {
  const seen = new Set<string>();
  const delays: Promise<number | null>[] = [];
  let first = true;
  while (Date.now() < until) {
    const response = await fetch(playlistUrl).catch(() => null);
    const listedAt = Date.now();
    if (response?.ok) {
      for (const segment of segmentsOf(await response.text())) {
        if (seen.has(segment.uri)) continue;
        seen.add(segment.uri);
        // Segments already listed when the watch began were listed at an unknown time.
        if (first) continue;
        const url = new URL(segment.uri, playlistUrl).toString();
        delays.push(
          firstFrameStamp(url).then((stamp) =>
            stamp === null ? null : listedAt - (captureTime(stamp, listedAt) + segment.seconds * 1000),
          ),
        );
      }
      first = false;
    }
    await sleep(POLL_MS);
  }
  const measured = (await Promise.all(delays)).filter((delay): delay is number => delay !== null);
  return summarize(measured);
}
