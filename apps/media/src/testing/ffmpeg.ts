import { spawn, spawnSync } from 'node:child_process';

/** Fails (does not skip) when ffmpeg is missing: `npm test` installs Debian's ffmpeg, CI has it. */
export function requireFfmpeg(): void {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'ffmpeg is required by the media tests but was not found on PATH. Install it: apt-get install -y ffmpeg',
    );
  }
}

export type FfmpegRun = {
  /** Resolves when ffmpeg exits, with its exit code and the tail of its error output. */
  done: Promise<{ code: number | null; stderr: string }>;
  kill(): void;
};

/** What the encoder sends: the picture's size and rate, frames between keyframes, a constant video bitrate. */
export type TestPattern = { size?: string; fps?: number; gop?: number; videoKbps?: number };

/** Pushes an H.264 + AAC test pattern (colour bars and a tone) over RTMP in real time. */
export function pushTestPattern(
  url: string,
  seconds: number,
  { size = '320x240', fps = 15, gop = 15, videoKbps }: TestPattern = {},
): FfmpegRun {
  // A constant bitrate (x264's CBR with filler) makes the measured rate checkable against the asked one.
  const rate = videoKbps
    ? ['-b:v', `${videoKbps}k`, '-minrate', `${videoKbps}k`, '-maxrate', `${videoKbps}k`, '-bufsize', `${videoKbps}k`, '-x264-params', 'nal-hrd=cbr']
    : [];
  const child = spawn(
    'ffmpeg',
    [
      ['-hide_banner', '-loglevel', 'error', '-nostdin'],
      ['-re', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${fps}`],
      ['-f', 'lavfi', '-i', 'sine', '-t', String(seconds)],
      ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0'],
      rate,
      ['-c:a', 'aac', '-b:a', '96k', '-f', 'flv', url],
    ].flat(),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const done = new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stderr }));
  });
  return { done, kill: () => child.kill('SIGKILL') };
}
