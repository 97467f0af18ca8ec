// The home page's main-thread tasks at start, from a Chromium trace: each top-level task after the
// first paint with the CPU time it took (thread time, which a loaded machine inflates far less than
// wall time) and what ran in it. Lighthouse's mobile profile counts a task 4 times as long as it
// took here and adds up the part over 50 ms (Total Blocking Time); the same sum is shown from the
// thread times, so two builds can be compared on a machine too busy for steady Lighthouse figures.
// Lighthouse remains the measure. With BENCH_WEB_PAGES=live, each brand's live page instead (its
// demo channel playing the test stream): 15 s from navigation, since a playing page never goes idle.
// Run: node --import tsx bench/web/long-tasks.ts   (after building; BENCH_WEB_BRANDS, BENCH_WEB_RUNS, BENCH_WEB_PAGES)
import { chromium } from '@playwright/test';
import { BENCH } from './config';
import { startStack } from './servers';

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
};
type Task = { start: number; wall: number; cpu: number; what: string };

const urlOf = (event: TraceEvent) => {
  const data = (event.args?.['data'] ?? {}) as { url?: string; stackTrace?: { url: string }[] };
  const url = data.url ?? data.stackTrace?.[0]?.url ?? '';
  return url.split('/').pop() ?? '';
};

/** The renderer's main-thread tasks after the first contentful paint, with what ran inside each. */
function tasksAfterPaint(events: TraceEvent[]): { fcp: number; tasks: Task[] } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === paint?.pid);
  if (!paint || !navigation) throw new Error('the trace has no first contentful paint');
  const main = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid);
  const top = main.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.ts >= paint.ts);
  const inside = main.filter((event) => event.ph === 'X' && event.name !== 'RunTask');
  const tasks = top.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const parts = new Map<string, number>();
    for (const event of inside) {
      if (event.ts < task.ts || event.ts >= end) continue;
      const label =
        event.name === 'EvaluateScript' ||
        event.name === 'v8.compileModule' ||
        event.name === 'v8.evaluateModule' ||
        event.name === 'FunctionCall'
          ? `${event.name} ${urlOf(event)}`
          : [
                'Layout',
                'UpdateLayoutTree',
                'ParseHTML',
                'Paint',
                'MajorGC',
                'MinorGC',
                'ParseAuthorStyleSheet',
              ].includes(event.name)
            ? event.name
            : null;
      if (label) parts.set(label, Math.max(parts.get(label) ?? 0, (event.tdur ?? event.dur ?? 0) / 1000));
    }
    const what = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([label, ms]) => `${label} ${ms.toFixed(0)}`)
      .join(', ');
    return {
      start: (task.ts - navigation.ts) / 1000,
      wall: (task.dur ?? 0) / 1000,
      cpu: (task.tdur ?? task.dur ?? 0) / 1000,
      what,
    };
  });
  return { fcp: (paint.ts - navigation.ts) / 1000, tasks };
}

/** How long a live page is traced from its navigation: the player's start and a few segments. */
const LIVE_TRACE_MS = 15_000;
const live = BENCH.pages.includes('live') && !BENCH.pages.includes('home');

const browser = await chromium.launch({ executablePath: BENCH.chromePath });
const stack = await startStack(BENCH.brands, { live });
try {
  for (const brand of BENCH.brands) {
    const url = live ? await stack.liveUrl(brand) : stack.webUrl(brand);
    if (!url) {
      console.log(`${brand}: no live channel playing`);
      continue;
    }
    for (let run = 0; run < BENCH.lighthouseRuns; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        locale: 'ko-KR',
        isMobile: true,
      });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CATEGORIES });
      // Nothing touches the page while the trace runs: a locator or an evaluate would run Playwright's
      // injected script in it, a 10 to 15 ms task that no visitor's page has.
      if (live) {
        await page.goto(url, { waitUntil: 'commit' });
        await page.waitForTimeout(LIVE_TRACE_MS);
      } else {
        await page.goto(url, { waitUntil: 'networkidle' });
        await page.waitForTimeout(2000);
      }
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const drawn = await page.locator(live ? 'video' : 'main ul li article').count();
      await context.close();
      if (drawn === 0) console.log(`${brand} run ${run + 1}: the ${live ? 'player' : 'channel list'} had not drawn when the trace stopped`);
      const { fcp, tasks } = tasksAfterPaint(trace.traceEvents);
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.cpu * SLOWDOWN - 50), 0);
      const total = tasks.reduce((sum, task) => sum + task.cpu, 0);
      console.log(
        `${brand} run ${run + 1}: FCP ${fcp.toFixed(0)} ms; after it ${total.toFixed(0)} ms of CPU, blocking at ${SLOWDOWN}x ${blocking.toFixed(0)} ms`,
      );
      for (const task of tasks.filter((entry) => entry.cpu * SLOWDOWN > 50)) {
        console.log(
          `  at ${task.start.toFixed(0)} ms: ${task.cpu.toFixed(1)} ms CPU (${task.wall.toFixed(1)} wall): ${task.what}`,
        );
      }
    }
  }
} finally {
  await stack.stop();
  await browser.close();
}
