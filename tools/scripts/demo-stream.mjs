// `npm start`'s demo broadcast: ffmpeg pushes a test pattern with a tone to the demo streamer's
// channel, so the live page plays a real stream from the first minute. DEMO_STREAM=0 turns it off.
import { spawnSync } from 'node:child_process';
import { startProcess } from './processes.mjs';

/** The same key apps/api/src/streams/demo-stream-key.ts seeds for the demo streamer. */
export const DEMO_STREAM_KEY = 'live_demo_stream_key_for_local_use_only';

const hasFfmpeg = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

/** Starts the demo publisher when ffmpeg is installed; returns the process, or null with the reason. */
export function startDemoStream({ rtmpUrl = 'rtmp://127.0.0.1:1935/live' } = {}) {
  if (process.env.DEMO_STREAM === '0') return { process: null, reason: 'DEMO_STREAM=0' };
  if (!hasFfmpeg()) return { process: null, reason: 'ffmpeg is not installed' };
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '48', '-b:v', '600k'],
    ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', `${rtmpUrl}/${DEMO_STREAM_KEY}`],
  ];
  return { process: startProcess('demo-stream', 'ffmpeg', args, { quiet: true }), reason: null };
}
