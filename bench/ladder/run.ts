// Cores per live channel for the quality ladder (one ffmpeg, one decode) against the same renditions
// made by one ffmpeg process each, in the same run. Run: node --import tsx bench/ladder/run.ts
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { encoderArgs, hlsOutput, ladderOutputArgs, planLadder, type LadderPlan } from '../../apps/media/src/ladder';
import { startMediaServer } from '../../apps/media/src/media-server';
import { freePort } from '../../apps/media/src/testing/ports';
import { GOALS, LADDER_BENCH } from './config';
import { measuredFfmpeg, push, type MeasuredFfmpeg } from './ffmpeg-run';
import { sourceFile } from './source-file';

/**
 * cores: CPU seconds per second of media written, summed over the scenario's processes: the cores a
 * channel needs to keep real time, which a loaded machine does not change much (a wall-clock share
 * would only measure what the scheduler gave). speed: media seconds written per wall second by the
 * slowest process (1.0 keeps up with the live source). wallCores: CPU seconds per wall second.
 */
type Measured = { name: string; processes: number; cores: number; wallCores: number; speed: number };

const INPUT = ['-analyzeduration', '500000', '-probesize', '500000', '-rw_timeout', '5000000', '-i'];

/** The ladder as the media node runs it (hls-remux.ts): one process, one decode, split and scaled. */
function ladderProcesses(url: string, plan: LadderPlan, dir: string): MeasuredFfmpeg[] {
  return [measuredFfmpeg([...INPUT, url, ...ladderOutputArgs(plan, dir)])];
}

/** The same outputs, one process each: the source copied, and each rendition decoding the source for itself. */
function separateProcesses(url: string, plan: LadderPlan, dir: string): MeasuredFfmpeg[] {
  return [
    measuredFfmpeg([...INPUT, url, '-map', '0:v:0', '-map', '0:a?', '-c', 'copy', ...hlsOutput(dir)]),
    ...plan.renditions.map((rendition) =>
      measuredFfmpeg([
        ...INPUT,
        url,
        ['-map', '0:v:0', '-map', '0:a?', '-c:a', 'copy', '-vf', `scale=${rendition.width}:${rendition.height}`],
        ...encoderArgs(rendition),
        ...hlsOutput(`${dir}/${rendition.name}`),
      ].flat()),
    ),
  ];
}

async function scenario(
  name: string,
  file: string,
  rtmpUrl: string,
  start: (url: string, dir: string) => MeasuredFfmpeg[],
  plan: LadderPlan,
): Promise<Measured> {
  const dir = await mkdtemp(join(tmpdir(), 'onair-ladder-bench-'));
  for (const rendition of plan.renditions) await mkdir(join(dir, rendition.name), { recursive: true });
  const key = `bench-${name.replace(/\W+/g, '-')}`;
  const publisher = push(file, `${rtmpUrl}/${key}`);
  await sleep(1000);
  const processes = start(`${rtmpUrl}/${key}`, dir);
  try {
    await sleep(LADDER_BENCH.warmupSeconds * 1000);
    const cpu0 = processes.map((process) => process.cpuMs());
    const out0 = processes.map((process) => process.outSeconds());
    const t0 = performance.now();
    await sleep((LADDER_BENCH.seconds - LADDER_BENCH.warmupSeconds - 4) * 1000);
    const wallSeconds = (performance.now() - t0) / 1000;
    const cpuMs = processes.map((process, index) => process.cpuMs() - (cpu0[index] ?? 0));
    const mediaSeconds = processes.map((process, index) => process.outSeconds() - (out0[index] ?? 0));
    const cores = cpuMs.reduce((sum, ms, index) => sum + ms / 1000 / Math.max(0.001, mediaSeconds[index] ?? 0), 0);
    const wallCores = cpuMs.reduce((sum, ms) => sum + ms, 0) / 1000 / wallSeconds;
    const speed = Math.min(...mediaSeconds.map((seconds) => seconds / wallSeconds));
    return { name, processes: processes.length, cores, wallCores, speed };
  } finally {
    for (const process of processes) process.stop();
    publisher.stop();
    await Promise.all([...processes, publisher].map((process) => process.done));
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { width, height, fps } = LADDER_BENCH.source;
  console.log(`Preparing a ${LADDER_BENCH.seconds} s ${height}p${fps} source file…`);
  const file = await sourceFile();
  const plan = planLadder(LADDER_BENCH.heights, { width, height });
  const rtmpPort = await freePort();
  const server = await startMediaServer({
    rtmpPort,
    httpPort: await freePort(),
    host: '127.0.0.1',
    reconnectGraceMs: 0,
    log: () => undefined,
    isStreamKeyValid: async () => true,
    onPublish: () => undefined,
    onUnpublish: () => undefined,
  });
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const ladder = await scenario('ladder (one process)', file, server.rtmpUrl, (url, dir) => ladderProcesses(url, plan, dir), plan);
    const separate = await scenario('one process each', file, server.rtmpUrl, (url, dir) => separateProcesses(url, plan, dir), plan);
    const ratio = ladder.cores / separate.cores;
    const renditions = ['source (copy)', ...plan.renditions.map((rendition) => `${rendition.name} ${rendition.videoKbps}k`)];
    console.log(`\nRenditions: ${renditions.join(', ')} (libx264 veryfast, audio copied) from ${width}x${height}@${fps}`);
    console.log(`Machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after\n`);
    console.log('| how | ffmpeg processes | cores per channel (CPU s per media s) | CPU s per wall s | speed (media s per wall s) |');
    console.log('|---|---|---|---|---|');
    for (const row of [ladder, separate])
      console.log(
        `| ${row.name} | ${row.processes} | ${row.cores.toFixed(2)} | ${row.wallCores.toFixed(2)} | ${row.speed.toFixed(2)} |`,
      );
    console.log(`\nLadder CPU / separate CPU: ${ratio.toFixed(2)} (goal ≤ ${GOALS.cpuRatio}): ${ratio <= GOALS.cpuRatio ? 'met' : 'NOT met'}`);
    const realTime = ladder.speed >= GOALS.speed - 0.005;
    console.log(`Real time kept by one ladder channel (speed ≥ ${GOALS.speed.toFixed(1)}): ${realTime ? 'met' : 'NOT met'}`);
  } finally {
    await server.stop();
  }
}

await main();
