import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { countFfmpegExit } from './media-metrics';

/** ffmpeg decoding one keyframe takes well under a second; one stuck on a bad file is killed. */
const GRAB_TIMEOUT_MS = 10_000;

export type FrameGrab = {
  /** Which ffmpeg this is, for the exit metric: a live snapshot or a recording's thumbnail. */
  kind: 'snapshot' | 'recording-thumbnail';
  /** Seconds into the input (a keyframe before it is found, then decoded up to it); 0: its first frame. */
  atSeconds?: number;
  /** Width in pixels; the height keeps the picture's shape. */
  width?: number;
  /** Never wider than the source: a smaller picture is not scaled up. */
  noUpscale?: boolean;
};

/**
 * One JPEG of a frame of a segment or a playlist; one thread at low priority, so it never competes
 * with the remuxes.
 */
export function grabFrame(input: string, output: string, { kind, atSeconds = 0, width = 320, noUpscale = false }: FrameGrab): Promise<void> {
  // The comma inside min() is escaped: unescaped it would separate two filters.
  const scale = noUpscale ? `scale=w=min(${width}\\,iw):h=-2` : `scale=${width}:-2`;
  const child = spawn(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-nostdin', '-threads', '1'],
      atSeconds > 0 ? ['-ss', atSeconds.toFixed(3)] : [],
      ['-i', input, '-an', '-frames:v', '1', '-vf', scale, '-q:v', '5'],
      ['-f', 'mjpeg', '-y', output],
    ].flat(),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, 10);
    } catch {
      // Not allowed here: it runs at normal priority, which is only a little less polite.
    }
  }
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-500);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), GRAB_TIMEOUT_MS);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      countFfmpegExit(kind, code, signal);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg ended ${code}: ${stderr.trim().split('\n').pop() ?? ''}`));
    });
  });
}
