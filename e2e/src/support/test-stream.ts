// A spec's own broadcast: Debian's ffmpeg pushes a test pattern to an RTMP server and key, as a
// streamer's OBS would, and ends it the way OBS's "Stop" does.
import { spawn } from 'node:child_process';

export type TestStream = {
  /** ffmpeg's last error output, for a failure message. */
  output: () => string;
  /** Ends the broadcast cleanly (SIGINT: ffmpeg closes the RTMP stream, deleteStream) and waits for ffmpeg to exit. */
  stop: () => Promise<void>;
  /** For a finally: SIGKILL when ffmpeg is still running (a no-op after stop). */
  kill: () => void;
};

/**
 * Publishes to `{server}/{key}`, exactly what a streamer pastes into OBS's two fields. A 1 s GOP
 * (docs/media.md recommends 1-2 s): the first HLS segment, and so the first picture, comes sooner.
 */
export function startTestStream(server: string, key: string): TestStream {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '24'],
      ...['-b:v', '600k', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', `${server.replace(/\/+$/, '')}/${key}`],
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
  };
}
