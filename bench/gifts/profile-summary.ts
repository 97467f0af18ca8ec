import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/**
 * Where the API spent its CPU during a profiled run (BENCH_PROFILE=1 starts it with --cpu-prof):
 * self time by function and by package or source area, from the .cpuprofile V8 wrote on exit.
 */
export function summarizeProfiles(dir: string, top = 25): string {
  const files = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const micros = profile.timeDeltas[index] ?? 0;
      const frame = nodes.get(id)?.callFrame;
      if (!frame) return;
      total += micros;
      const where = areaOf(frame.url);
      const name = `${frame.functionName || '(anonymous)'} ${where === frame.functionName ? '' : shortUrl(frame.url)}:${frame.lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
      byArea.set(where, (byArea.get(where) ?? 0) + micros);
    });
  }
  const share = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
  const list = (map: Map<string, number>) =>
    [...map.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, top)
      .map(([name, micros]) => `  ${share(micros)}  ${name}`)
      .join('\n');
  return [`CPU profile of the API (${(total / 1e6).toFixed(1)} s sampled)`, 'by area:', list(byArea), 'by function (self time):', list(byFunction)].join('\n');
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
