// What the reads benchmark runs, each overridable from the environment; the goals come from the
// issue "Production", section "Reads at scale".
const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const READS = {
  /** Channels of the brand, each its own owner; the first `live` of them are live. */
  channels: number('BENCH_CHANNELS', 600),
  live: number('BENCH_LIVE', 60),
  /** Follows spread over the channels (the channel page and live page count them). */
  follows: number('BENCH_FOLLOWS', 3000),
  /** Requests measured per read, after a warm-up; an exact count, so none is cut off in flight. */
  requests: number('BENCH_REQUESTS', 20_000),
  warmup: number('BENCH_WARMUP', 2000),
  /** Keep-alive connections, each with one request in flight. */
  connections: number('BENCH_CONNECTIONS', 64),
  /** pgbench -S (built-in select-only), the baseline: clients, threads, seconds. */
  pgbench: { clients: 16, threads: 2, seconds: number('BENCH_PGBENCH_SECONDS', 10) },
  /** Only these reads (comma-separated names), e.g. BENCH_ONLY=home-channels. */
  only: process.env['BENCH_ONLY']?.split(',').map((name) => name.trim()) ?? null,
} as const;

export const GOALS = {
  /** Cached guest reads against the bare Fastify route's rate in the same run. */
  cachedToBare: 0.8,
  /** Database-backed reads on this machine's PostgreSQL; or the same ratio to pgbench -S as today. */
  uncachedPerSecond: 15_000,
  uncachedP99Ms: 15,
} as const;

export type Read = {
  name: string;
  title: string;
  /** The page that calls it. */
  page: string;
  /**
   * A page's read, which the API's guest answer cache keeps (GUEST_CACHE_MS): measured twice, on a
   * node with the cache as production runs it and on one with it off (GUEST_CACHE_MS=0, every
   * request to the database), the cached and the uncached goal. False: the API floor, measured once.
   */
  cacheable: boolean;
  /** The request path for the i-th request; channel ids spread over the seeded channels. */
  path: (index: number, channels: { all: number[]; live: number[] }) => string;
};

export const READ_LIST: Read[] = [
  {
    name: 'home-channels',
    title: 'home channel list',
    page: 'home',
    cacheable: true,
    path: () => '/api/guest/channels?page=1&size=20',
  },
  {
    name: 'channel-profile',
    title: 'channel page profile',
    page: 'channel page',
    cacheable: true,
    path: (index, { all }) => `/api/guest/channel-profile/${all[index % all.length]}`,
  },
  {
    name: 'live-detail',
    title: 'live page channel detail',
    page: 'live page',
    cacheable: true,
    path: (index, { live }) => `/api/guest/channel/${live[index % live.length]}`,
  },
  {
    // Not a page's read: the API's floor, a guest route without the database (brand, session and
    // rate-limit hooks only), the most a cache inside the API could reach.
    name: 'api-floor',
    title: 'API floor (timeCheck, no database)',
    page: '–',
    cacheable: false,
    path: () => '/api/guest/timeCheck',
  },
];
