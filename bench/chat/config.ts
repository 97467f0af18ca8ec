// What the chat benchmark runs, each overridable from the environment; the goals come from issue 6.

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const BENCH_CHAT = {
  /** Sockets in the one room (split evenly over the nodes of a cluster). */
  sockets: number('BENCH_CHAT_SOCKETS', 10_000),
  /** Lines sent into the room per second, in all. */
  rate: number('BENCH_CHAT_RATE', 50),
  /**
   * Members who send, round-robin, each a line every 3 s: the chat allows 3 per 2 s, and a server
   * that falls behind takes a sender's queued lines together, so the margin keeps them under it.
   */
  senders: number('BENCH_CHAT_SENDERS', 0) || Math.max(4, Math.ceil(number('BENCH_CHAT_RATE', 50) * 3)),
  /** Every how many sockets one decodes what it receives and times each line. */
  sampleEvery: number('BENCH_CHAT_SAMPLE_EVERY', 50),
  /** Seconds of load before the window, in the window, and the most to wait after it for the last deliveries. */
  warmupSeconds: number('BENCH_CHAT_WARMUP', 5),
  measureSeconds: number('BENCH_CHAT_SECONDS', 15),
  drainSeconds: number('BENCH_CHAT_DRAIN', 10),
  /** Handshakes in flight while the room fills. */
  connectConcurrency: number('BENCH_CHAT_CONNECT_CONCURRENCY', 50),
  /** PostgreSQL for the API (a scratch database is created and dropped); Redis for the two-node run. */
  databaseUrl: process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
  /** The API's entry, run with node --import tsx. */
  apiEntry: process.env['BENCH_API_ENTRY'] ?? 'apps/api/src/main.ts',
  /** The API under test is started with this secret, so the benchmark can sign its senders' tokens. */
  authSecret: 'chat-benchmark-secret-long-enough-0123456789abcdef',
  /** Only these scenarios (comma-separated names: bare, api, cluster). */
  only: process.env['BENCH_ONLY']?.split(',').map((name) => name.trim()) ?? null,
} as const;

/** Issue 6's goals for one chat process. */
export const GOALS = {
  sockets: 10_000,
  rate: 50,
  p99Ms: 300,
  /** Deliveries per second over the bare broadcast's, at equal or better p99. */
  overBare: 4,
  /** Bytes of server memory per connected socket. */
  bytesPerSocket: 30 * 1024,
  /** p99 added by two nodes with Redis over one node. */
  clusterAddedP99Ms: 50,
} as const;

export type ScenarioName = 'bare' | 'api' | 'cluster';
