// A spec's own broadcast: Debian's ffmpeg pushes a test pattern to an RTMP server and key, as a
// streamer's OBS would, and ends it the way OBS's "Stop" does. The pattern is encoded once per run
// (encodeTestClip, in the global setup) and then only copied, so a broadcast costs no x264 encode.
import { spawn } from 'node:child_process';
import { encodeDemoClip } from './processes';

/** The environment variable through which the global setup hands the run's clip to the specs. */
export const TEST_CLIP_ENV = 'ONAIR_E2E_TEST_CLIP';

/**
 * Frames a second of the run's clip. Every live page of the run decodes and draws the picture in
 * software (headless Chromium has no GPU), and nova's quality ladder encodes it: at 8 rather than
 * npm start's 24 that is a third of the frames, and no test looks at the motion.
 */
const TEST_CLIP_RATE = 8;

/** Encodes the demo clip (10 s of test pattern and tone, 1 s GOP) at `path`, as npm start does. Returns the path. */
export function encodeTestClip(path: string): string {
  try {
    return encodeDemoClip(path, { rate: TEST_CLIP_RATE });
  } catch (error) {
    throw new Error(
      `[e2e] ${(error as Error).message}\nnpm test installs Debian's ffmpeg (tools/scripts/ensure-system-packages.mjs).`,
    );
  }
}

/** The clip the global setup encoded for this run. */
function testClip(): string {
  const clip = process.env[TEST_CLIP_ENV];
  if (!clip) throw new Error(`[e2e] ${TEST_CLIP_ENV} is not set: the global setup encodes the test clip`);
  return clip;
}

export type TestStream = {
  /** ffmpeg's last error output, for a failure message. */
  output: () => string;
  /** Ends the broadcast cleanly (SIGINT: ffmpeg closes the RTMP stream, deleteStream) and waits for ffmpeg to exit. */
  stop: () => Promise<void>;
  /** For a finally: SIGKILL when ffmpeg is still running (a no-op after stop). */
  kill: () => void;
  /** Whether ffmpeg is still publishing: false once the server dropped or refused it, or it was stopped. */
  running: () => boolean;
};

/**
 * Publishes to `{server}/{key}`, exactly what a streamer pastes into OBS's two fields, for as long as it
 * runs; the run's clip unless a spec brings its own.
 */
export function startTestStream(server: string, key: string, clip = testClip()): TestStream {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
      ...['-re', '-stream_loop', '-1', '-i', clip, '-c', 'copy'],
      ...['-f', 'flv', `${server.replace(/\/+$/, '')}/${key}`],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  // A spawn failure (no ffmpeg) surfaces as an 'error' event; the spec sees it as a stream that never goes live.
  child.once('error', (error) => {
    output += `\n${error.message}`;
  });
  const running = () => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  return {
    output: () => output.trim(),
    stop: async () => {
      if (running()) child.kill('SIGINT');
      await exited;
    },
    kill: () => {
      if (running()) child.kill('SIGKILL');
    },
    running,
  };
}
