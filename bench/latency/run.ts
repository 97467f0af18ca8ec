// Glass-to-glass latency of the media app's HTTP-FLV and live HLS: a test pattern stamped with its
// capture time in the picture goes in over RTMP, viewers decode it and read the time back. The
// same encoder's packets decoded straight from a pipe, in the same run, are the baseline.
// Run: node --import tsx bench/latency/run.ts   (or npm run bench:latency; bench/README.md)
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { GOALS_MS, LATENCY } from './config';
import { playAtRealTime, summarize, type Summary } from './playback';
import { startPublisher } from './publisher';
import { watchSegments } from './segment-watch';
import { startReceiver, type Receiver, type ReceiverInput } from './receiver';
import { startStack } from './stack';
import { renderTable, type PathRow } from './table';

// Each keyframe interval in a process of its own (its own stack, publisher and viewers), one after the other.
if (process.env['BENCH_LATENCY_GOP'] === undefined) {
  let code = 0;
  for (const gop of LATENCY.gopRuns) {
    console.log(`\n=== keyframe every ${gop} s ===`);
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1] ?? ''], {
      env: { ...process.env, BENCH_LATENCY_GOP: String(gop) },
      stdio: 'inherit',
    });
    code ||= run.status ?? 1;
  }
  process.exit(code);
}

type Path = { name: string; start: string; goalMs: number | null; input: ReceiverInput; joins: number };

/** Enough for an ffmpeg process to start and connect to its join gate on a busy machine. */
const DECODER_START_MS = 2000;

const machine = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const segmentCount = (playlist: string) => playlist.split('\n').filter((line) => line.startsWith('#EXTINF')).length;

/** The live playlist in a line: its target duration and its segments' lengths. */
function describePlaylist(playlist: string): string {
  const target = /#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)?.[1] ?? '?';
  const lengths = playlist
    .split('\n')
    .filter((line) => line.startsWith('#EXTINF:'))
    .map((line) => Number.parseFloat(line.slice('#EXTINF:'.length)).toFixed(2));
  return `target duration ${target} s, ${lengths.length} segments of ${lengths.join(', ')} s`;
}

async function fetchPlaylist(url: string): Promise<string | null> {
  const response = await fetch(url);
  return response.ok ? response.text() : null;
}

/** One viewer's watch: from its join, counted within the window. */
type Viewing = { receiver: Receiver; joinedAt: number; window: { from: number; to: number } };

/** The frames a path's viewers saw in their windows, decoded as they arrived and played at 1x from the join. */
function rowOf(path: Path, viewings: Viewing[]): PathRow {
  const decoded: number[] = [];
  const played: number[] = [];
  const viewerMedians: number[] = [];
  const startups: number[] = [];
  let stalls = 0;
  for (const { receiver, joinedAt, window } of viewings) {
    const inWindow = (at: number) => at >= window.from && at < window.to;
    const joined = receiver.frames.filter((frame) => frame.decoded >= joinedAt);
    if (joined[0]) startups.push(joined[0].decoded - joinedAt);
    for (const frame of joined) if (inWindow(frame.decoded)) decoded.push(frame.decoded - frame.capture);
    const shown = playAtRealTime(joined).filter((frame) => inWindow(frame.shown));
    played.push(...shown.map((frame) => frame.latency));
    stalls += shown.filter((frame) => frame.stalled).length;
    const median = summarize(shown.map((frame) => frame.latency))?.p50;
    if (median !== undefined) viewerMedians.push(median);
  }
  return {
    path: path.name,
    start: path.start,
    viewers: viewings.length,
    frames: decoded.length,
    unreadable: [...new Set(viewings.map((viewing) => viewing.receiver))].reduce(
      (sum, receiver) => sum + receiver.unreadable(),
      0,
    ),
    decoded: summarize(decoded),
    played: summarize(played),
    viewerMedians,
    startupMs: summarize(startups)?.p50 ?? null,
    stalls,
    goalMs: path.goalMs,
  };
}

/**
 * One phase: its paths' viewers start, wait at their gates, join a fraction of a keyframe interval
 * apart (each path's at the same moments), warm up and are measured, then stop, so the next
 * phase's decoders do not share the machine with these. The baseline's viewer joins with them.
 */
async function runPhase(paths: Path[], baseline: Receiver, during?: (window: Viewing['window']) => Promise<void>) {
  const groups = new Map<Path, Receiver[]>();
  for (const path of paths) {
    const group: Receiver[] = [];
    for (let join = 0; join < path.joins; join += 1) group.push(await startReceiver(path.name, path.input));
    groups.set(path, group);
  }
  await sleep(DECODER_START_MS);
  const baselineJoin = Date.now();
  const joins = new Map<Receiver, number>();
  const spacing = (LATENCY.gopSeconds * 1000) / LATENCY.joins;
  for (let join = 0; join < LATENCY.joins; join += 1) {
    if (join > 0) await sleep(spacing);
    for (const group of groups.values()) {
      const receiver = group[join];
      receiver?.join();
      if (receiver) joins.set(receiver, receiver.joinedAt());
    }
  }
  const from = Date.now() + LATENCY.warmupSeconds * 1000;
  const window = { from, to: from + LATENCY.measureSeconds * 1000 };
  await sleep(window.from - Date.now());
  await Promise.all([during?.(window), sleep(window.to - Date.now() + 500)]);
  await Promise.all([...groups.values()].flat().map((receiver) => receiver.stop()));
  const viewings = new Map<Path, Viewing[]>();
  for (const [path, group] of groups)
    viewings.set(
      path,
      group.map((receiver) => ({ receiver, joinedAt: joins.get(receiver) ?? Infinity, window })),
    );
  return {
    viewings,
    baseline: { receiver: baseline, joinedAt: baselineJoin, window },
    stderr: [...groups.values()].flat(),
  };
}

console.log(`machine: ${machine()}`);
const { width, height, fps, videoKbps } = LATENCY.picture;
console.log(
  `latency benchmark: ${width}x${height} ${fps} fps x264 veryfast zerolatency ${videoKbps} kb/s, keyframe every ${LATENCY.gopSeconds} s; ` +
    `${LATENCY.joins} viewers per path; ${LATENCY.warmupSeconds} s warm-up, ${LATENCY.measureSeconds} s measured`,
);
const stack = await startStack();
const publisher = startPublisher(stack.publishUrl);
const receivers: Receiver[] = [];
let failed = false;
try {
  // The baseline: the encoder's own FLV packets, no server in between.
  const baseline: Path = {
    name: 'bare (encoder → pipe → decoder)',
    start: 'as each phase joins',
    goalMs: null,
    input: { url: 'pipe:0', stdin: publisher.bare, options: ['-f', 'flv'] },
    joins: 1,
  };
  const bareReceiver = await startReceiver(baseline.name, baseline.input);
  receivers.push(bareReceiver);
  bareReceiver.join();
  const stream = await until('channel live with a stream URL', 20_000, () => stack.channelStream());
  // Playback URLs as a viewer gets them (signed); FLV is the same address with .flv (player BYTEPLUS).
  const hlsUrl = stream.url.replace(/\.flv(?=\?|$)/, '.m3u8');
  const flvUrl = hlsUrl.replace(/\.m3u8(?=\?|$)/, '.flv');
  console.log(`channel stream: player ${stream.player}, ${stream.url.replace(/token=[^&]+/, 'token=…')}`);
  await until(`${LATENCY.segmentsBeforeJoin} segments in the live playlist`, 30_000, async () => {
    const playlist = await fetchPlaylist(hlsUrl);
    return playlist && segmentCount(playlist) >= LATENCY.segmentsBeforeJoin ? playlist : null;
  });

  const rtmp: Path = {
    name: 'RTMP pull (the remux input)',
    start: 'keyframe cache',
    goalMs: null,
    input: { url: stack.rtmpPlayUrl },
    joins: 1,
  };
  const flv: Path = {
    name: 'HTTP-FLV',
    start: 'keyframe cache',
    goalMs: GOALS_MS.flv,
    input: { url: flvUrl },
    joins: LATENCY.joins,
  };
  const hlsDefault: Path = {
    name: 'HLS, hls.js default',
    start: '3 segments back',
    goalMs: GOALS_MS.hls,
    input: { url: hlsUrl, options: ['-live_start_index', '-3'] },
    joins: LATENCY.joins,
  };
  const hlsPlayer: Path = {
    name: 'HLS, libs/player (llh)',
    start: '2 segments back',
    goalMs: GOALS_MS.hls,
    input: { url: hlsUrl, options: ['-live_start_index', '-2'] },
    joins: LATENCY.joins,
  };
  let playlist = '';
  let listingDelay: Summary | null = null;
  const watchPlaylist = async (window: { from: number; to: number }) => {
    const listing = watchSegments(hlsUrl, window.to);
    playlist = (await fetchPlaylist(hlsUrl)) ?? '';
    listingDelay = await listing;
  };
  const viewings = new Map<Path, Viewing[]>();
  const baselineViewings: Viewing[] = [];
  for (const [paths, during] of [[[rtmp, flv]], [[hlsDefault], watchPlaylist], [[hlsPlayer]]] as const) {
    console.log(`measuring ${paths.map((path) => path.name).join(', ')}…`);
    const phase = await runPhase([...paths], bareReceiver, during);
    for (const [path, list] of phase.viewings) viewings.set(path, list);
    baselineViewings.push(phase.baseline);
    receivers.push(...phase.stderr);
  }
  if (publisher.exitedEarly()) throw new Error(`the publisher stopped: ${publisher.stderr()}`);

  const bare = rowOf(baseline, baselineViewings);
  const rows = [bare, ...[rtmp, flv, hlsDefault, hlsPlayer].map((path) => rowOf(path, viewings.get(path) ?? []))];
  console.log(`\nmachine at the end: ${machine()}`);
  console.log(`live playlist during the HLS phase: ${describePlaylist(playlist)}\n`);
  console.log(renderTable(rows, bare));
  const ms = (value: number) => `${Math.round(value)} ms`;
  const listed = listingDelay as Summary | null;
  console.log(
    listed
      ? `\nHLS segment listed after its last frame was captured (playlist polled every 50 ms): p50 ${ms(listed.p50)}, p95 ${ms(listed.p95)}, max ${ms(listed.max)} over ${listed.count} segments`
      : '\nHLS segment listing delay: not measured',
  );
  for (const receiver of receivers)
    if (receiver.stderr().trim())
      console.log(`${receiver.name} ffmpeg: ${receiver.stderr().trim().split('\n').slice(-3).join(' | ')}`);
} catch (error) {
  failed = true;
  console.error((error as Error).stack ?? String(error));
} finally {
  await Promise.all(receivers.map((receiver) => receiver.stop()));
  await publisher.stop();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
