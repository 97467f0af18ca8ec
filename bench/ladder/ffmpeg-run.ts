import { spawn, type ChildProcess } from 'node:child_process';
import { processCpuMs } from '../shared/proc-stat';
import { LADDER_BENCH } from './config';

export type MeasuredFfmpeg = {
  child: ChildProcess;
  /** Its CPU time so far in ms (the last reading once it ended). */
  cpuMs(): number;
  /** The media time it has written so far, in seconds (its -progress out_time). */
  outSeconds(): number;
  done: Promise<number | null>;
  stop(): void;
};

/**
 * An ffmpeg whose CPU is read from /proc every 250 ms (the last reading stands once it exits) and
 * whose -progress lines say how much media it has written.
 */
export function measuredFfmpeg(args: string[]): MeasuredFfmpeg {
  const child = spawn(LADDER_BENCH.ffmpeg, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-progress', 'pipe:1', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let cpu = 0;
  let outSeconds = 0;
  let stderr = '';
  const read = () => {
    try {
      if (child.pid) cpu = processCpuMs(child.pid);
    } catch {
      // ended meanwhile: the last reading stands
    }
  };
  const timer = setInterval(read, 250);
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const match of chunk.matchAll(/out_time_us=(\d+)/g)) outSeconds = Number(match[1]) / 1e6;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const done = new Promise<number | null>((resolve) => {
    child.once('close', (code) => {
      clearInterval(timer);
      if (code !== 0 && code !== 255 && stderr) process.stderr.write(`ffmpeg ended ${code}: ${stderr}\n`);
      resolve(code);
    });
  });
  return { child, cpuMs: () => (read(), cpu), outSeconds: () => outSeconds, done, stop: () => child.kill('SIGINT') };
}

/** Pushes the pre-encoded file in real time without touching it (-re -c copy), as an encoder would send it. */
export function push(file: string, url: string): MeasuredFfmpeg {
  return measuredFfmpeg(['-re', '-i', file, '-c', 'copy', '-f', 'flv', url]);
}
