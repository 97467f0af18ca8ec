// What the chat-page benchmark runs and against which goals; knobs from the environment (bench/README.md).
const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const rates = (process.env['BENCH_CHAT_PAGE_RATES'] ?? '0,10,50')
  .split(',')
  .map((rate) => Number(rate.trim()))
  .filter((rate) => Number.isFinite(rate) && rate >= 0);

export const BENCH_CHAT_PAGE = {
  /** Lines per second sent into the room, one window each, in this order; 0 is the idle baseline. */
  rates,
  /** Seconds of load before each window (the list fills to its cap), and in it. */
  warmupSeconds: number('BENCH_CHAT_PAGE_WARMUP', 5),
  measureSeconds: number('BENCH_CHAT_PAGE_SECONDS', 10),
  /** Chromium's CPU slowdown, as Lighthouse's mobile profile (1 measures this machine's own speed). */
  cpuSlowdown: number('BENCH_CHAT_PAGE_SLOWDOWN', 4),
  /** Members who send, round-robin; each may send 3 lines per 2 s, so a line every 3 s keeps a margin. */
  senders: Math.max(4, Math.ceil(Math.max(...rates, 1) * 3)),
  databaseUrl: process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  /** Reuse dist/apps/web-onair as it is (BENCH_WEB_SKIP_BUILD=1, as bench/web). */
  skipBuild: process.env['BENCH_WEB_SKIP_BUILD'] === '1',
} as const;

/**
 * At every rate up to issue 6's 50 lines a second into one room, on Lighthouse's mobile CPU: the
 * page's main thread busy at most half the time, which leaves the other half for the viewer's taps,
 * scrolling and the player. Frames more than 50 ms apart are shown beside the idle window's, not
 * held to a goal: on a shared machine the idle page has them too.
 */
export const GOALS = {
  busyShare: 0.5,
} as const;
