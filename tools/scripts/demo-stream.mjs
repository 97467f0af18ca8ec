// The demo broadcast of `npm start` and the e2e run: a 10 s test pattern with a tone, encoded once,
// then looped to every live demo channel (one per brand, two on onair) as it is (`-c copy`), so each
// brand's live page plays a real stream at next to no CPU. DEMO_STREAM=0 turns it off.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startProcess } from './processes.mjs';

/** Login ID -> stream key of the live demo streamers; the API's demo seed gives their channels the same keys. */
export const DEMO_STREAM_KEYS = JSON.parse(
  readFileSync(new URL('../../libs/server/db/src/demo-stream-keys.json', import.meta.url), 'utf8'),
);

/** How long a demo publisher waits before publishing again, as OBS's auto-reconnect does. */
const RECONNECT_DELAY_S = 2;

const hasFfmpeg = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * Encodes 10 s of test pattern and tone into an FLV file at `path` (H.264 with a 1 s GOP, as
 * docs/media.md recommends, and AAC), at `rate` frames a second. Returns the path; throws with
 * ffmpeg's output when it fails.
 */
export function encodeDemoClip(path, { rate = 24 } = {}) {
  mkdirSync(dirname(path), { recursive: true });
  const encode = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=${rate}:duration=10`],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=10'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', String(rate), '-bf', '0', '-b:v', '600k'],
      ...['-c:a', 'aac', '-b:a', '64k', '-shortest', '-f', 'flv', path],
    ],
    { encoding: 'utf8' },
  );
  if (encode.error || encode.status !== 0) {
    throw new Error(
      `ffmpeg could not encode the demo clip (${encode.error?.message ?? `exit ${encode.status}`}): ${encode.stderr ?? ''}`,
    );
  }
  return path;
}

/** ffmpeg's arguments to publish `clip` in a loop to `{rtmpUrl}/{key}`, its packets sent as they are. */
export function demoPublishArgs(rtmpUrl, key, clip) {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-re', '-stream_loop', '-1', '-i', clip],
    ...['-map', '0:v', '-map', '0:a', '-c', 'copy', '-f', 'flv', `${rtmpUrl}/${key}`],
  ];
}

/**
 * One publisher per demo key, each a shell loop that publishes again after a short wait whenever
 * ffmpeg ends: an encoder reconnects after the server dropped it (a media node the API took for
 * lost, a restart), so one dropped channel never leaves it offline, nor takes the others with it.
 * Stopping the process group stops the loop and its ffmpeg together.
 */
export function demoPublishers(rtmpUrl, clip) {
  const loop = `while :; do "$@"; sleep ${RECONNECT_DELAY_S}; done`;
  return Object.entries(DEMO_STREAM_KEYS).map(([loginId, key]) => ({
    name: `demo-stream ${loginId}`,
    command: 'sh',
    args: ['-c', loop, 'sh', 'ffmpeg', ...demoPublishArgs(rtmpUrl, key, clip)],
  }));
}

/** Starts the demo publishers when ffmpeg is installed; returns their processes, or none with the reason. */
export function startDemoStream({ rtmpUrl = 'rtmp://127.0.0.1:1935/live', clipPath = '.data/demo-stream/test-pattern.flv' } = {}) {
  if (process.env.DEMO_STREAM === '0') return { processes: [], reason: 'DEMO_STREAM=0' };
  if (!hasFfmpeg()) return { processes: [], reason: 'ffmpeg is not installed' };
  let clip;
  try {
    clip = encodeDemoClip(clipPath);
  } catch (error) {
    return { processes: [], reason: error.message.split('\n')[0] };
  }
  return {
    processes: demoPublishers(rtmpUrl, clip).map(({ name, command, args }) =>
      startProcess(name, command, args, { quiet: true }),
    ),
    reason: null,
  };
}
