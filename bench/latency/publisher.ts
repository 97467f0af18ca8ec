import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { LATENCY } from './config';
import { stampFilters } from './time-code';

export type Publisher = {
  /** The same encoded stream as FLV, straight from the encoder: the baseline's input. */
  bare: Readable;
  stderr(): string;
  /** Whether ffmpeg has stopped by itself (the server refused it, or it failed). */
  exitedEarly(): boolean;
  stop(): Promise<void>;
};

/**
 * What the test pattern is: a moving picture (so the encoder works as on a real stream) paced in
 * real time, each frame stamped with the wall clock when it left the source (RTCTIME, in ms), then
 * retimed to a constant 30 fps for the encoder; a tone beside it, since a streamer sends audio.
 */
export function testPatternGraph(): string {
  const { width, height, fps } = LATENCY.picture;
  const video = [
    `testsrc2=size=${width}x${height}:rate=${fps}`,
    'realtime',
    'settb=1/1000',
    'setpts=RTCTIME/1000',
    ...stampFilters(),
    `settb=1/${fps}`,
    'setpts=N',
    'format=yuv420p',
  ].join(',');
  return `${video}[out0];sine=frequency=440:sample_rate=44100,arealtime[out1]`;
}

/**
 * x264 as a streamer sets it for low latency: OBS's default preset (veryfast), the zerolatency tune
 * (no lookahead, no B-frames) and a fixed 1 s keyframe interval, which 1 s HLS segments need. Pushed
 * over RTMP and, through the tee muxer, the very same packets to stdout for the baseline.
 */
export function publisherArgs(rtmpUrl: string): string[] {
  const { fps, videoKbps } = LATENCY.picture;
  const gop = String(Math.round(fps * LATENCY.gopSeconds));
  return [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
    ...['-f', 'lavfi', '-i', testPatternGraph()],
    ...['-map', '0:v', '-map', '0:a'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
    ...['-b:v', `${videoKbps}k`, '-maxrate', `${videoKbps}k`, '-bufsize', `${videoKbps}k`],
    ...['-c:a', 'aac', '-b:a', '96k', '-flags', '+global_header'],
    ...['-f', 'tee', `[f=flv:onfail=abort]${rtmpUrl}|[f=flv:onfail=ignore:flush_packets=1]pipe:1`],
  ];
}

export function startPublisher(rtmpUrl: string): Publisher {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(LATENCY.ffmpeg, publisherArgs(rtmpUrl), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stopping = false;
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      stderr += `\n${error.message}`;
      resolve(null);
    });
    child.once('close', (code) => resolve(code));
  });
  return {
    bare: child.stdout,
    stderr: () => stderr,
    exitedEarly: () => !stopping && (child.exitCode !== null || child.signalCode !== null),
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
