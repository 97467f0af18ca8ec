import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { StreamHealth } from '@onair/contracts';
import { countFfmpegExit } from './media-metrics';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Log } from './log';
import { playlistDuration, withEndList } from './playlist';
import { createHealthMeter } from './stream-health';

export type HlsRemux = {
  /** The directory of the playlist (index.m3u8) and its segments. */
  dir: string;
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
 */
export async function startHlsRemux(sourceUrl: string, dir: string, log: Log): Promise<HlsRemux> {
  await mkdir(dir, { recursive: true });
  const playlist = join(dir, 'index.m3u8');
  const child = spawn(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-nostdin'],
      // The stream is already live on this server: no probing delay needed beyond its first frames.
      // No -fflags nobuffer: it drops the packets read while probing, which are node-media-server's
      // GOP cache, so the recording began mid-GOP with audio only (video from the next keyframe).
      ['-analyzeduration', '500000', '-probesize', '500000', '-rw_timeout', '5000000', '-i', sourceUrl],
      // mpegts otherwise shifts every timestamp by 1.4 s (2 x muxdelay): the recording starts at 0.
      [
        '-map',
        '0',
        '-c',
        'copy',
        '-muxdelay',
        '0',
        '-muxpreload',
        '0',
        '-f',
        'hls',
        '-hls_time',
        '1',
        '-hls_list_size',
        '0',
        '-hls_playlist_type',
        'event',
      ],
      ['-hls_flags', 'independent_segments+temp_file', '-hls_segment_filename', join(dir, 'seg-%05d.ts'), playlist],
      // A second output lists every packet copied (stream, timestamps, size, keyframe flag) for the
      // health meter: no second reader of the stream, and nothing decoded. Flushed per packet, or
      // the pipe's buffer would hold seconds of it.
      ['-map', '0', '-c', 'copy', '-flush_packets', '1', '-f', 'framecrc', 'pipe:1'],
    ].flat(),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const meter = createHealthMeter();
  createInterface({ input: child.stdout }).on('line', meter.line);
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
  return { dir, health: meter.snapshot, finish: () => (finishing ??= finish()) };
}
