import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { LADDER_BENCH } from './config';

/**
 * The stream a streamer's encoder would send, encoded once beforehand (testsrc2 and a tone, H.264 and
 * AAC in FLV) so that pushing it (-re -c copy) costs next to nothing and the CPU measured is the
 * media node's. Kept in the temp directory between runs.
 */
export async function sourceFile(): Promise<string> {
  const { width, height, fps, videoKbps, gopSeconds } = LADDER_BENCH.source;
  const file = join(tmpdir(), `onair-ladder-source-${height}p${fps}-${LADDER_BENCH.seconds}s.flv`);
  if (existsSync(file)) return file;
  const args = [
    ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`],
    ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(LADDER_BENCH.seconds)],
    ['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', `${videoKbps}k`, '-maxrate', `${videoKbps}k`],
    ['-bufsize', `${videoKbps * 2}k`, '-g', String(fps * gopSeconds), '-keyint_min', String(fps * gopSeconds)],
    ['-sc_threshold', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '160k', '-f', 'flv', `${file}.part`],
  ].flat();
  await run(LADDER_BENCH.ffmpeg, args);
  await run('mv', [`${file}.part`, file]);
  return file;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}
