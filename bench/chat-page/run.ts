// What a busy chat costs a viewer's browser: the onair live page of a live channel open in Chromium
// (a phone's viewport, Lighthouse's 4x CPU slowdown), while other members send N chat lines a second
// into its room, one window per rate, against the same page with the chat idle in the same run.
// Run: node --import tsx bench/chat-page/run.ts   (bench/README.md lists the knobs)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort } from '../../apps/api/src/money-storm/free-port';
import { BENCH_CHAT } from '../chat/config';
import { seedChatBench } from '../chat/seed';
import { startServer } from '../chat/servers';
import { BENCH_CHAT_PAGE, GOALS } from './config';
import { costBetween, FRAME_PROBE, snapshot } from './page-probe';
import { connectSenders } from './senders';
import { renderTable, type Row } from './table';

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const ROOT = resolve(import.meta.dirname, '../..');
const machine = () => `${cpus().length} cores, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Long enough at the busiest rate (50 a second) to fill the list to its 300 lines. */
const FILL_LINES_SECONDS = 7;
console.log(`machine: ${machine()}`);

if (!BENCH_CHAT_PAGE.skipBuild) {
  console.log('building web-onair…');
  const built = spawnSync('npx', ['nx', 'run', 'web-onair:build', '--outputStyle=stream'], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`building web-onair failed:\n${built.stdout}\n${built.stderr}`);
}

const work = mkdtempSync(join(tmpdir(), 'bench-chat-page-'));
const database = await seedChatBench(BENCH_CHAT_PAGE.senders);
const apiPort = await freePort();
// Development mode, as bench/web runs it: the page's socket comes from a localhost origin.
const api = await startServer({
  name: 'api',
  entry: BENCH_CHAT.apiEntry,
  port: apiPort,
  logFile: join(work, 'api.log'),
  env: {
    NODE_ENV: 'development',
    AUTH_SECRET: BENCH_CHAT.authSecret,
    MIGRATE_ON_START: 'true',
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'false',
    RATE_LIMIT_SCALE: '10000',
    DATABASE_URL: database.url,
    REDIS_URL: undefined,
  },
});
const webPort = await freePort();
const web = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--configLoader', 'runner', '-c', 'apps/web-onair/vite.config.ts'], {
  cwd: ROOT,
  env: { ...process.env, WEB_PORT: String(webPort), API_URL: `http://127.0.0.1:${apiPort}` },
  stdio: 'ignore',
  detached: true,
});
const stopWeb = () => {
  try {
    if (web.pid && web.exitCode === null) process.kill(-web.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.once('exit', stopWeb);
const webUrl = `http://localhost:${webPort}`;
for (let waited = 0; ; waited += 250) {
  if ((await fetch(`${webUrl}/`).catch(() => null))?.ok) break;
  if (waited > 60_000) throw new Error('vite preview did not answer');
  await sleep(250);
}

const rows: Row[] = [];
const browser = await chromium.launch({ executablePath: BENCH_CHAT_PAGE.chromePath, args: ['--no-sandbox', '--disable-gpu'] });
const senders = await connectSenders(apiPort, database.room, database.senderTokens);
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'ko-KR' });
  await context.addInitScript(FRAME_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: BENCH_CHAT_PAGE.cpuSlowdown });
  await page.goto(`${webUrl}/live/${database.room}`, { waitUntil: 'networkidle' });
  await page.getByRole('log').waitFor({ state: 'attached', timeout: 30_000 });
  // Every window, the idle one too, starts with the list as full as a busy room keeps it (300 lines).
  const fill = senders.run(Math.max(...BENCH_CHAT_PAGE.rates, 50));
  await page.locator('[role=log] li').first().waitFor({ timeout: 30_000 });
  await sleep(FILL_LINES_SECONDS * 1000);
  await fill.stop();
  console.log(`live page open: ${webUrl}/live/${database.room}; ${BENCH_CHAT_PAGE.senders} senders in the room; ${await page.locator('[role=log] li').count()} lines shown`);
  for (const rate of BENCH_CHAT_PAGE.rates) {
    const load = senders.run(rate);
    await sleep(BENCH_CHAT_PAGE.warmupSeconds * 1000);
    const from = await snapshot(page, cdp);
    await sleep(BENCH_CHAT_PAGE.measureSeconds * 1000);
    const to = await snapshot(page, cdp);
    const { sent, acked } = await load.stop();
    const cost = costBetween(from, to);
    rows.push({ rate, sent, acked, cost });
    console.log(
      `${rate} lines/s: main thread ${cost.taskMsPerS.toFixed(0)} ms/s (script ${cost.scriptMsPerS.toFixed(0)}, style+layout ${cost.styleLayoutMsPerS.toFixed(0)}), ` +
        `${cost.framesPerS.toFixed(1)} frames/s, ${cost.longFrames} frames >50 ms apart, heap ${cost.heapMb.toFixed(1)} MB, ${cost.nodes} nodes; ` +
        `${sent} sent, ${acked} acked; ${machine()}`,
    );
    await sleep(1000);
  }
  await context.close();
} finally {
  senders.close();
  await browser.close();
  stopWeb();
  await api.stop();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}

console.log(`\n${renderTable(rows)}`);
console.log(
  `goal (every rate, CPU slowed ${BENCH_CHAT_PAGE.cpuSlowdown}x): the page's main thread busy at most ${GOALS.busyShare * 100} % of the time. ` +
    'Sent and acked count the whole run of each rate (warm-up and window).',
);
console.log(`machine at the end: ${machine()}`);
