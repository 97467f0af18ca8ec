// What a page costs while it runs, read from Chromium: main-thread time by kind (CDP Performance
// metrics), frames (a requestAnimationFrame loop the page runs from its first script) and heap.
import type { CDPSession, Page } from '@playwright/test';

/** Installed before the app's scripts: counts frames and the gaps over 50 ms between them, and long tasks. */
export const FRAME_PROBE = `(() => {
  const probe = { frames: 0, longFrames: 0, longTasks: 0, longTaskMs: 0, last: 0 };
  window.__chatPageProbe = probe;
  const tick = (now) => {
    if (probe.last && now - probe.last > 50) probe.longFrames += 1;
    probe.last = now;
    probe.frames += 1;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) { probe.longTasks += 1; probe.longTaskMs += entry.duration; }
    }).observe({ type: 'longtask' });
  } catch {}
})();`;

type ProbeCounters = { frames: number; longFrames: number; longTasks: number; longTaskMs: number };

export type Snapshot = { at: number; metrics: Record<string, number>; probe: ProbeCounters };

export type WindowCost = {
  seconds: number;
  /** Main-thread time (ms) per second of the window, in all and by kind. */
  taskMsPerS: number;
  scriptMsPerS: number;
  styleLayoutMsPerS: number;
  framesPerS: number;
  longFrames: number;
  longTasks: number;
  longTaskMs: number;
  heapMb: number;
  nodes: number;
};

export async function snapshot(page: Page, cdp: CDPSession): Promise<Snapshot> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const probe = await page.evaluate(() => {
    const { frames, longFrames, longTasks, longTaskMs } = (window as unknown as { __chatPageProbe: ProbeCounters }).__chatPageProbe;
    return { frames, longFrames, longTasks, longTaskMs };
  });
  return { at: Date.now(), metrics: Object.fromEntries(metrics.map(({ name, value }) => [name, value])), probe };
}

/** The cost between two snapshots. */
export function costBetween(from: Snapshot, to: Snapshot): WindowCost {
  const seconds = (to.at - from.at) / 1000;
  const delta = (name: string) => ((to.metrics[name] ?? 0) - (from.metrics[name] ?? 0)) * 1000;
  return {
    seconds,
    taskMsPerS: delta('TaskDuration') / seconds,
    scriptMsPerS: delta('ScriptDuration') / seconds,
    styleLayoutMsPerS: (delta('RecalcStyleDuration') + delta('LayoutDuration')) / seconds,
    framesPerS: (to.probe.frames - from.probe.frames) / seconds,
    longFrames: to.probe.longFrames - from.probe.longFrames,
    longTasks: to.probe.longTasks - from.probe.longTasks,
    longTaskMs: to.probe.longTaskMs - from.probe.longTaskMs,
    heapMb: (to.metrics['JSHeapUsedSize'] ?? 0) / 1e6,
    nodes: to.metrics['Nodes'] ?? 0,
  };
}
