import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { LATENCY } from './config';
import { startJoinGate, type JoinGate } from './join-gate';
import { FRAME_BYTES, STRIP_CROP, captureTime, readStamp } from './time-code';

/** One decoded frame: when its picture was captured and when it came out of the decoder (epoch ms). */
export type Frame = { capture: number; decoded: number };

export type Receiver = {
  name: string;
  /** When the viewer joined, epoch ms (Infinity until then); frames decoded before it do not count. */
  joinedAt(): number;
  /** The viewer starts watching now. */
  join(): void;
  frames: Frame[];
  /** Frames whose stamp could not be read. */
  unreadable(): number;
  stderr(): string;
  stop(): Promise<void>;
};

export type ReceiverInput = {
  /** The ffmpeg input: a network URL (reached through a join gate), or pipe:0 with stdin. */
  url: string;
  stdin?: Readable;
  /** Demuxer options before -i, e.g. -live_start_index for HLS. */
  options?: string[];
};

/**
 * A viewer's decoder: ffmpeg reads the stream as a player would, from its first packet (0.1 s of
 * probing, nothing dropped: -fflags nobuffer would drop what the probe read, which no player does)
 * with one decoding thread (so no frame waits on another thread's), and writes each frame's stamp
 * strip in grey to a pipe at once; each frame is timed when it arrives here. A network viewer's
 * decoder starts at once and waits at its join gate until join().
 */
export async function startReceiver(name: string, input: ReceiverInput): Promise<Receiver> {
  const gate: JoinGate | null = input.stdin ? null : await startJoinGate(input.url);
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-threads', '1', '-flags', 'low_delay', '-probesize', '65536', '-analyzeduration', '100000'],
    ...(input.options ?? []),
    ...['-i', gate?.url ?? input.url],
    ...['-map', '0:v:0', '-vf', STRIP_CROP, '-fps_mode', 'passthrough', '-enc_time_base', '1:1000'],
    ...['-f', 'rawvideo', '-flush_packets', '1', 'pipe:1'],
  ];
  let joinedAt = Infinity;
  const child = spawn(LATENCY.ffmpeg, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  // A viewer that stops while the publisher still writes to it: nothing to report.
  child.stdin.on('error', () => undefined);
  if (input.stdin) input.stdin.pipe(child.stdin);
  else child.stdin.end();
  const frames: Frame[] = [];
  let unreadable = 0;
  let pending: Buffer = Buffer.alloc(0);
  child.stdout.on('data', (chunk: Buffer) => {
    const decoded = Date.now();
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    while (pending.length >= FRAME_BYTES) {
      const stamp = readStamp(pending.subarray(0, FRAME_BYTES));
      pending = pending.subarray(FRAME_BYTES);
      if (stamp === null) unreadable += 1;
      else frames.push({ capture: captureTime(stamp, decoded), decoded });
    }
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      stderr += `\n${error.message}`;
      resolve();
    });
    child.once('close', () => resolve());
  });
  return {
    name,
    joinedAt: () => joinedAt,
    join() {
      joinedAt = Date.now();
      gate?.open();
    },
    frames,
    unreadable: () => unreadable,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await gate?.close();
    },
  };
}
