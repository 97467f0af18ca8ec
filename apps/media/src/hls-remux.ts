import { execFile, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { StreamHealth } from '@onair/contracts';
import { countFfmpegExit } from './media-metrics';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Log } from './log';
import { playlistDuration, withEndList } from './playlist';
import { hlsOutput, ladderOutputArgs, planLadder, type LadderPlan } from './ladder';
import { probeVideoSize } from './source-probe';
import { createHealthMeter } from './stream-health';

export type HlsRemux = {
  /** The directory of the playlist (index.m3u8) and its segments. */
  dir: string;
  /** The quality ladder it makes beside the source (null: the source only). */
  ladder: LadderPlan | null;
  /** The stream as it reaches this node (stream-health.ts); null before its first packet. */
  health(): StreamHealth | null;
  /** Ends the remux, closes the playlist (ENDLIST) and answers how many seconds it holds. */
  finish(): Promise<number>;
};

/** ffmpeg is given this long to write its last segment and the ENDLIST after SIGINT. */
const FINISH_GRACE_MS = 3000;

/**
 * Remuxes a live RTMP stream into HLS without transcoding (-c copy): 1 s target segments (each cut
 * at a keyframe, so the encoder's GOP sets the real length) in an EVENT playlist that keeps every
 * segment. The live playlist is a sliding window over it (playlist.ts); once finished it is the VOD.
 * With ladder heights the same process also encodes the renditions below the source (ladder.ts).
 */
export async function startHlsRemux(
  sourceUrl: string,
  dir: string,
  log: Log,
  /** Heights of the quality ladder (docs/media.md); empty or absent: the source only, copied. */
  ladderHeights: readonly number[] = [],
): Promise<HlsRemux> {
  await mkdir(dir, { recursive: true });
  const playlist = join(dir, 'index.m3u8');
  const ladder = await ladderFor(sourceUrl, ladderHeights, log);
  for (const rendition of ladder?.renditions ?? []) await mkdir(join(dir, rendition.name), { recursive: true });
  const child = spawn(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-nostdin'],
      // The stream is already live on this server: no probing delay needed beyond its first frames.
      // No -fflags nobuffer: it drops the packets read while probing, which are node-media-server's
      // GOP cache, so the recording began mid-GOP with audio only (video from the next keyframe).
      ['-analyzeduration', '500000', '-probesize', '500000', '-rw_timeout', '5000000', '-i', sourceUrl],
      // mpegts otherwise shifts every timestamp by 1.4 s (2 x muxdelay): the recording starts at 0 (hlsOutput).
      ladder ? ladderOutputArgs(ladder, dir) : ['-map', '0', '-c', 'copy', ...hlsOutput(dir)],
    ].flat(),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const meter = createHealthMeter();
  const healthReader = startHealthReader(sourceUrl, meter.line);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      log('error', `HLS remux could not start: ${error.message}`);
      resolve(null);
    });
    child.once('close', (code, signal) => {
      countFfmpegExit('remux', code, signal);
      resolve(code);
    });
  });

  let finishing: Promise<number> | undefined;
  async function finish(): Promise<number> {
    healthReader.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), FINISH_GRACE_MS);
    const code = await exited;
    clearTimeout(timer);
    if (code !== 0 && code !== 255 && stderr)
      log('warn', `HLS remux ended (${code}): ${stderr.trim().split('\n').pop()}`);
    try {
      const text = withEndList(await readFile(playlist, 'utf8'));
      await writeFile(playlist, text);
      return playlistDuration(text);
    } catch {
      return 0;
    }
  }
  return { dir, ladder, health: meter.snapshot, finish: () => (finishing ??= finish()) };
}

/**
 * The health meter's listing of every packet (stream, timestamps, size, keyframe flag): a second
 * reader of the live stream that copies and decodes nothing. Its own process rather than a second
 * output of the remux: as an output it held up the remux of a stream whose picture starts seconds
 * after its sound, and the recording was never filed. Flushed per packet, or the pipe's buffer
 * would hold seconds of it.
 */
function startHealthReader(sourceUrl: string, onLine: (line: string) => void) {
  const reader = spawn(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'quiet', '-nostdin'],
      ['-analyzeduration', '500000', '-probesize', '500000', '-rw_timeout', '5000000', '-i', sourceUrl],
      ['-map', '0', '-c', 'copy', '-flush_packets', '1', '-f', 'framecrc', 'pipe:1'],
    ].flat(),
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  // A reader that fails leaves the stream's health unmeasured; the remux and the recording go on.
  reader.once('error', () => undefined);
  createInterface({ input: reader.stdout }).on('line', onLine);
  return reader;
}

/**
 * Whether this node's ffmpeg can encode H.264 (Debian's can; a minimal build may not): asked once. A
 * ladder it cannot encode would fail the whole remux, the source's playlist and recording with it.
 */
let x264: Promise<boolean> | undefined;
const hasX264 = () =>
  (x264 ??= new Promise((resolve) =>
    execFile('ffmpeg', ['-hide_banner', '-encoders'], { timeout: 5000 }, (error, stdout) =>
      resolve(!error && /\blibx264\b/.test(stdout)),
    ),
  ));

/**
 * The ladder this source gets: none when not asked for, nothing to make below its size, its size
 * unreadable, or no H.264 encoder here (the source alone then, copied as without a ladder).
 */
async function ladderFor(sourceUrl: string, heights: readonly number[], log: Log): Promise<LadderPlan | null> {
  if (heights.length === 0) return null;
  if (!(await hasX264())) {
    log('error', 'quality ladder skipped: this ffmpeg has no libx264 encoder');
    return null;
  }
  const size = await probeVideoSize(sourceUrl);
  if (!size) {
    log('warn', 'quality ladder skipped: the source\'s picture size could not be read');
    return null;
  }
  const plan = planLadder(heights, size);
  return plan.renditions.length > 0 ? plan : null;
}
