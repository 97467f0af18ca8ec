// `npm start`'s demo broadcast: ffmpeg encodes one test pattern with a tone and pushes it to every
// live demo channel (one per brand, two on onair), so each brand's live page plays a real stream.
// DEMO_STREAM=0 turns it off.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startProcess } from './processes.mjs';

/** Login ID -> stream key of the live demo streamers; the API's demo seed gives their channels the same keys. */
export const DEMO_STREAM_KEYS = JSON.parse(
  readFileSync(new URL('../../libs/server/db/src/demo-stream-keys.json', import.meta.url), 'utf8'),
);

const hasFfmpeg = () => spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * ffmpeg's arguments for the demo broadcast to every demo key under rtmpUrl. With `clip` (an FLV
 * file of H.264 and AAC, as the e2e run encodes once), its packets are looped and sent as they are
 * (`-c copy`), which costs next to no CPU; without it, the test pattern is encoded live.
 */
export function demoStreamArgs(rtmpUrl, clip) {
  // One input, several outputs: the tee muxer sends the same packets to each channel.
  const outputs = Object.values(DEMO_STREAM_KEYS).map((key) => `[f=flv:onfail=ignore]${rtmpUrl}/${key}`);
  const source = clip
    ? [...['-re', '-stream_loop', '-1', '-i', clip], ...['-map', '0:v', '-map', '0:a', '-c', 'copy']]
    : [
        ...['-re', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
        ...['-map', '0:v', '-map', '1:a'],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-tune',
          'zerolatency',
          '-pix_fmt',
          'yuv420p',
          '-g',
          '48',
          '-b:v',
          '600k',
        ],
        ...['-c:a', 'aac', '-b:a', '64k'],
      ];
  return [
    ...['-hide_banner', '-loglevel', 'error'],
    ...source,
    ...['-flags', '+global_header', '-f', 'tee', outputs.join('|')],
  ];
}

/** Starts the demo publisher when ffmpeg is installed; returns the process, or null with the reason. */
export function startDemoStream({ rtmpUrl = 'rtmp://127.0.0.1:1935/live' } = {}) {
  if (process.env.DEMO_STREAM === '0') return { process: null, reason: 'DEMO_STREAM=0' };
  if (!hasFfmpeg()) return { process: null, reason: 'ffmpeg is not installed' };
  return { process: startProcess('demo-stream', 'ffmpeg', demoStreamArgs(rtmpUrl), { quiet: true }), reason: null };
}
