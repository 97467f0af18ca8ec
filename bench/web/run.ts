// The web benchmark: builds each brand, reports the home page's initial JavaScript (gzip) against
// the goal with React + ReactDOM alone measured alongside, lists the lazy chunks, then runs
// Lighthouse (mobile) on each brand's home page and live page (its live demo channel playing the
// test stream, with its chat) served by `vite preview` with the demo API and the media app.
// Run: node --import tsx bench/web/run.ts   (bench/README.md lists the knobs)
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { measureReactBaseline } from './baseline';
import { analyzeBuild, composition } from './bundle';
import { BENCH, GOALS, WORKSPACE_ROOT } from './config';
import { measurePage, type LighthouseResult } from './lighthouse';
import { startStack } from './servers';
import { kb, renderTable, type BrandRow } from './table';

// Children run in their own process groups; an interrupted run still takes them down (servers.ts listens for 'exit').
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const machine = () => `${cpus().length} cores, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`;
console.log(`machine: ${machine()}`);

if (!BENCH.skipBuild) {
  for (const brand of BENCH.brands) {
    console.log(`building web-${brand}…`);
    const built = spawnSync('npx', ['nx', 'run', `web-${brand}:build`, '--outputStyle=stream'], { cwd: WORKSPACE_ROOT, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`building web-${brand} failed:\n${built.stdout}\n${built.stderr}`);
  }
}

const baseline = await measureReactBaseline();
console.log(`baseline: React + ReactDOM alone (createRoot + one element), same Vite: ${kb(baseline.gzip)} kB gzip (${kb(baseline.bytes)} kB minified)`);

const rows: BrandRow[] = BENCH.brands.map((brand) => ({
  brand,
  bundle: analyzeBuild(resolve(WORKSPACE_ROOT, 'dist/apps', `web-${brand}`)),
  lighthouse: null,
  lighthouseError: null,
  live: null,
  liveError: null,
}));

for (const { brand, bundle } of rows) {
  const files = bundle.initial.map((chunk) => `${chunk.file} ${kb(chunk.gzip)}`).join(', ');
  console.log(`\n${brand}: initial JS ${kb(bundle.initialGzip)} kB gzip (${kb(bundle.initialGzip - baseline.gzip)} kB above React + ReactDOM): ${files}`);
  const cssWhere = (inDocument: boolean) => (inDocument ? ' (written into the document)' : '');
  console.log(`  css at start: ${bundle.css.map((file) => `${file.file} ${kb(file.gzip)}${cssWhere(file.inDocument)}`).join(', ')}`);
  const koMessages = bundle.lazy.find((chunk) => chunk.label === 'messages ko');
  if (koMessages) console.log(`  ko messages, imported by the app before its first render (not in the figure above): ${kb(koMessages.gzip)} kB gzip`);
  for (const part of bundle.parts) {
    const where =
      part.initialBytes === 0
        ? part.lazyBytes > 0
          ? `lazy (${kb(part.lazyBytes)} kB minified, none at start)`
          : 'not in this build'
        : `${kb(part.initialBytes)} kB minified at start (${part.initialFiles.join(', ')}), ${kb(part.lazyBytes)} kB lazy`;
    console.log(`  ${part.part}: ${where}`);
  }
}

const [first] = rows;
if (first) {
  console.log(`\ninitial JS of ${first.brand} by owner (minified kB, gzip share in proportion):`);
  for (const { owner, bytes, gzipShare } of composition(first.bundle.initial).slice(0, 16)) {
    console.log(`  ${owner.padEnd(34)} ${kb(bytes).padStart(7)}  ≈${kb(gzipShare).padStart(6)} gz`);
  }
}

const report = (result: LighthouseResult) => {
  const { metrics, benchmarkIndex, runs, misses } = result;
  console.log(
    `  performance per run ${runs.join(', ')}; median run: FCP ${metrics.fcpMs.toFixed(0)} ms, LCP ${metrics.lcpMs.toFixed(0)} ms, ` +
      `TBT ${metrics.tbtMs.toFixed(0)} ms, CLS ${metrics.cls.toFixed(3)}, SI ${metrics.speedIndexMs.toFixed(0)} ms, benchmarkIndex ${benchmarkIndex}, ${machine()}`,
  );
  for (const [category, titles] of Object.entries(misses)) {
    if (titles.length > 0) console.log(`  ${category} below full marks: ${titles.join('; ')}`);
  }
};

let apiNote = '';
if (!BENCH.skipLighthouse) {
  const stack = await startStack(BENCH.brands, { live: BENCH.pages.includes('live') });
  if (stack.apiError) apiNote = `API did not start (${stack.apiError}): the home pages were measured in their error state.`;
  try {
    for (const row of rows) {
      if (BENCH.pages.includes('home')) {
        console.log(`\nLighthouse ${row.brand} home (${BENCH.lighthouseRuns} runs) at ${stack.webUrl(row.brand)}…`);
        try {
          row.lighthouse = await measurePage(row.brand, stack.webUrl(row.brand), BENCH.lighthouseRuns);
          report(row.lighthouse);
        } catch (error) {
          row.lighthouseError = (error as Error).message;
          console.error(`  Lighthouse failed: ${row.lighthouseError}`);
        }
      }
      if (BENCH.pages.includes('live')) {
        const liveUrl = await stack.liveUrl(row.brand);
        if (!liveUrl) {
          row.liveError = 'no live channel playing (is ffmpeg installed?)';
          console.error(`\n${row.brand} live page: ${row.liveError}`);
          continue;
        }
        console.log(`\nLighthouse ${row.brand} live page (${BENCH.lighthouseRuns} runs) at ${liveUrl}…`);
        try {
          row.live = await measurePage(`${row.brand}-live`, liveUrl, BENCH.lighthouseRuns);
          report(row.live);
        } catch (error) {
          row.liveError = (error as Error).message;
          console.error(`  Lighthouse failed: ${row.liveError}`);
        }
      }
    }
  } finally {
    await stack.stop();
  }
}

console.log(`\n${renderTable(rows)}`);
console.log(
  `goals: initial JS ≤ ${GOALS.initialJsGzipKb} kB gzip (zlib default level, 1 kB = 1,000 bytes); Lighthouse mobile performance ≥ ${GOALS.performance} (home), ≥ ${GOALS.livePerformance} (live page), accessibility ≥ ${GOALS.accessibility}`,
);
console.log(`baseline React + ReactDOM alone: ${kb(baseline.gzip)} kB gzip`);
if (apiNote) console.log(apiNote);
if (!BENCH.skipLighthouse) console.log(`Lighthouse reports (median run): ${BENCH.reportDir}/lighthouse-<brand>[-live].html`);
console.log(`machine at the end: ${machine()}`);
