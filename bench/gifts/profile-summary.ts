import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** A span of the monotonic clock in µs (process.hrtime, the clock V8 stamps its samples with). */
export type ProfileWindow = { fromMicros: number; toMicros: number };

/** Now on the clock a .cpuprofile's startTime and samples are stamped with. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Where the API spent its CPU during a profiled run (BENCH_PROFILE=1 starts it with --cpu-prof):
 * self time by function and by package or source area, from the .cpuprofile V8 wrote on exit.
 * Given a window, only the samples taken inside it count (the measured gifts, not the start-up's
 * module loading or the warm-up), and shares are of the time the API was busy, not idle.
 */
export function summarizeProfiles(dir: string, window?: ProfileWindow, top = 25): string {
  const files = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  // Time inside a function and everything it called: what a route's own step costs in all.
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
    let at = profile.startTime;
    profile.samples.forEach((id, index) => {
      const micros = profile.timeDeltas[index] ?? 0;
      at += micros;
      if (window && (at < window.fromMicros || at > window.toMicros)) return;
      const frame = nodes.get(id)?.callFrame;
      if (!frame) return;
      if (window && frame.functionName === '(idle)') {
        idle += micros;
        return;
      }
      total += micros;
      const where = areaOf(frame.url);
      byFunction.set(nameOf(frame), (byFunction.get(nameOf(frame)) ?? 0) + micros);
      byArea.set(where, (byArea.get(where) ?? 0) + micros);
      const seen = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
        const callFrame = nodes.get(node)?.callFrame;
        if (!callFrame?.url) continue;
        const name = nameOf(callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
      }
    });
  }
  const share = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
  const list = (map: Map<string, number>) =>
    [...map.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, top)
      .map(([name, micros]) => `  ${share(micros)}  ${name}`)
      .join('\n');
  const sampled = window
    ? `${(total / 1e6).toFixed(2)} s busy and ${(idle / 1e6).toFixed(2)} s idle sampled while measured; shares of the busy time`
    : `${(total / 1e6).toFixed(1)} s sampled`;
  return [
    `CPU profile of the API (${sampled})`,
    'by area:',
    list(byArea),
    'by function (self time):',
    list(byFunction),
    'by function (with what it called):',
    list(inclusive),
  ].join('\n');
}

function nameOf(frame: Node['callFrame']): string {
  const where = areaOf(frame.url);
  return `${frame.functionName || '(anonymous)'} ${where === frame.functionName ? '' : shortUrl(frame.url)}:${frame.lineNumber + 1}`;
}

/** node_modules/<package>, the repo's own source folder, or the engine's own categories. */
function areaOf(url: string): string {
  if (!url) return '(native, GC or idle)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith('node:')) return url;
  const source = /\/(apps|libs)\/(.+)\/[^/]+$/.exec(url);
  return source ? `${source[1]}/${source[2]}` : url;
}

function shortUrl(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  return path.includes('/work/') ? relative(process.cwd(), path) : path;
}
