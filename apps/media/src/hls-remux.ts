import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { StreamHealth } from '@onair/contracts';
import { countFfmpegExit } from './media-metrics';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Log } from './log';
import { playlistDuration, withEndList } from './playlist';
import { hlsOutput, ladderOutputArgs, planLadder, type LadderPlan } from './ladder';
import { probeVideoSize, type VideoSize } from './source-probe';
import { createHealthMeter } from './stream-health';

export type HlsRemux = {
  /** The directory of the playlist (index.m3u8) and its segments. */
  dir: string;
  /**
   * The quality ladder it makes beside the source (null: the source only). A ladder whose ffmpeg
   * failed is replaced by the source alone: its renditions are then empty.
   */
  ladder: LadderPlan | null;
  /** The stream as it reaches this node (stream-health.ts); null before its first packet. */
  health(): StreamHealth | null;
  /** Ends the remux, closes the playlist (ENDLIST) and answers how many seconds it holds. */
  finish(): Promise<number>;
};

export type HlsRemuxOptions = {
  /** Heights of the quality ladder (docs/media.md); empty or absent: the source only, copied. */
  ladderHeights?: readonly number[];
  /** Told once the ladder's ffmpeg failed and the source goes on alone (remux.ladder's renditions are then empty). */
  onLadderFailed?(): void;
};

/** ffmpeg is given this long to write its last segment and the ENDLIST after SIGINT. */
const FINISH_GRACE_MS = 3000;

/** One ffmpeg writing the playlist, and how it ended (its exit code; null: it could not start). */
type Writer = {
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr(): string;
};

/**
 * Remuxes a live RTMP stream into HLS without transcoding (-c copy): 1 s target segments (each cut
 * at a keyframe, so the encoder's GOP sets the real length) in an EVENT playlist that keeps every
 * segment. The live playlist is a sliding window over it (playlist.ts); once finished it is the VOD.
 * With ladder heights the same process also encodes the renditions below the source (ladder.ts).
 * A ladder process that fails while live (an encoder crash, killed for memory) would end the
 * source's playlist with it: the source is then remuxed alone into the same playlist, continued.
 */
export async function startHlsRemux(
  sourceUrl: string,
  dir: string,
  log: Log,
  options: HlsRemuxOptions = {},
): Promise<HlsRemux> {
  await mkdir(dir, { recursive: true });
  const playlist = join(dir, 'index.m3u8');
  const ladder = await ladderFor(sourceUrl, options.ladderHeights ?? [], log);
  for (const rendition of ladder?.renditions ?? []) await mkdir(join(dir, rendition.name), { recursive: true });
  let writer = startWriter(sourceUrl, ladder ? ladderOutputArgs(ladder, dir) : sourceOnlyArgs(dir, false), log);
  const meter = createHealthMeter();
  const healthReader = startHealthReader(sourceUrl, meter.line);
  let finishing: Promise<number> | undefined;
  const remux: HlsRemux = { dir, ladder, health: meter.snapshot, finish: () => (finishing ??= finish()) };

  if (ladder) {
    void writer.exited.then(({ code, signal }) => {
      // A clean end (0) is the publisher's: the stream is over, there is nothing to go on with.
      if (finishing || code === 0) return;
      log('error', `quality ladder failed (${signal ?? code}): ${lastLine(writer.stderr())}; the source goes on alone`);
      remux.ladder = { source: ladder.source, renditions: [] };
      // The source's playlist is continued (append_list: its numbering goes on, after a discontinuity).
      writer = startWriter(sourceUrl, sourceOnlyArgs(dir, true), log);
      options.onLadderFailed?.();
    });
  }

  async function finish(): Promise<number> {
    healthReader.kill('SIGKILL');
    const { child } = writer;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), FINISH_GRACE_MS);
    const { code } = await writer.exited;
    clearTimeout(timer);
    const stderr = writer.stderr();
    if (code !== 0 && code !== 255 && stderr) log('warn', `HLS remux ended (${code}): ${lastLine(stderr)}`);
    try {
      const text = withEndList(await readFile(playlist, 'utf8'));
      await writeFile(playlist, text);
      return playlistDuration(text);
    } catch {
      return 0;
    }
  }
  return remux;
}

/** The source copied alone; `append` continues a playlist another ffmpeg began (a failed ladder's). */
function sourceOnlyArgs(dir: string, append: boolean): string[] {
  const output = hlsOutput(dir);
  if (append) {
    const flags = output.indexOf('-hls_flags');
    output[flags + 1] = `${output[flags + 1] ?? ''}+append_list`;
  }
  return ['-map', '0', '-c', 'copy', ...output];
}

function lastLine(text: string): string {
  return text.trim().split('\n').pop() ?? '';
}

function startWriter(sourceUrl: string, outputArgs: string[], log: Log): Writer {
  const child = spawn(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-nostdin'],
      // The stream is already live on this server: no probing delay needed beyond its first frames.
      // No -fflags nobuffer: it drops the packets read while probing, which are node-media-server's
      // GOP cache, so the recording began mid-GOP with audio only (video from the next keyframe).
      ['-analyzeduration', '500000', '-probesize', '500000', '-rw_timeout', '5000000', '-i', sourceUrl],
      // mpegts otherwise shifts every timestamp by 1.4 s (2 x muxdelay): the recording starts at 0 (hlsOutput).
      outputArgs,
    ].flat(),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('error', (error) => {
      log('error', `HLS remux could not start: ${error.message}`);
      resolve({ code: null, signal: null });
    });
    child.once('close', (code, signal) => {
      countFfmpegExit('remux', code, signal);
      resolve({ code, signal });
    });
  });
  return { child, exited, stderr: () => stderr };
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
 * Only an answer is kept: a question that failed (a busy node's ffmpeg too slow to start) is asked
 * again by the next broadcast.
 */
let x264: Promise<boolean> | undefined;
const hasX264 = () =>
  (x264 ??= new Promise<boolean>((resolve) =>
    execFile('ffmpeg', ['-hide_banner', '-encoders'], { timeout: 15_000 }, (error, stdout) => {
      if (error) x264 = undefined;
      resolve(!error && /\blibx264\b/.test(stdout));
    }),
  ));

/** How long a ladder channel's source may take to be sized, all tries together (http-routes' ladderWaitMs waits a little longer). */
const SIZING_MS = 10_000;

/**
 * The source's size, asked again while the budget lasts when ffprobe could not read it (the first
 * ask can come before the publisher's first frames, or a busy node's ffprobe can be slow); null for a
 * source without video, or one never read in time.
 */
async function sizeOf(sourceUrl: string): Promise<VideoSize | null> {
  const until = Date.now() + SIZING_MS;
  for (;;) {
    const size = await probeVideoSize(sourceUrl, Math.max(1, until - Date.now()));
    if (size !== 'failed') return size;
    if (Date.now() + 500 >= until) return null;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

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
  const size = await sizeOf(sourceUrl);
  if (!size) {
    log('warn', "quality ladder skipped: the source's picture size could not be read");
    return null;
  }
  const plan = planLadder(heights, size);
  return plan.renditions.length > 0 ? plan : null;
}
