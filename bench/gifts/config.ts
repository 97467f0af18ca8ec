// What the benchmark runs, each overridable from the environment; the goals come from issue 5.
import { existsSync } from 'node:fs';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const LOCAL_SOCKET_DIR = '/var/run/postgresql';

function localPostgresUrl() {
  return existsSync(`${LOCAL_SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@${encodeURIComponent(LOCAL_SOCKET_DIR)}/postgres`
    : 'postgres://postgres@127.0.0.1:5432/postgres';
}

export const BENCH = {
  /**
   * PostgreSQL to run on (a scratch database is created and dropped); PGlite always runs. By
   * default the server on this machine, over its Unix socket when it has one, as a service next to
   * its database would reach it: over loopback TCP the API spent about a tenth more CPU per gift
   * in the kernel, and PostgreSQL too (bench/README.md).
   */
  databaseUrl: process.env['DATABASE_URL'] ?? localPostgresUrl(),
  /** Viewers sending, each with plenty of luv, so no gift is refused for want of it. */
  viewers: number('BENCH_VIEWERS', 2000),
  /** Gifts per scenario after the warm-up (an exact count, so the ledger can be checked exactly). */
  gifts: number('BENCH_GIFTS', 20_000),
  warmup: number('BENCH_WARMUP', 2000),
  /**
   * The load generator: 'lean' (bench/shared/lean-http-load.ts, the default) or 'autocannon', which
   * the earlier figures in bench/README.md were measured with and which costs the shared cores more.
   */
  loadGenerator: process.env['BENCH_LOAD'] === 'autocannon' ? 'autocannon' : 'lean',
  /** Concurrent HTTP connections (keep-alive) for every scenario, instead of each scenario's own. */
  connections: process.env['BENCH_CONNECTIONS'] ? number('BENCH_CONNECTIONS', 64) : null,
  /** Luv per gift; the brand keeps 20 % of it (net 8, commission 2). */
  amount: 10,
  /** The API's entry, run with node --import tsx (a built bundle or an experimental variant can be compared). */
  apiEntry: process.env['BENCH_API_ENTRY'] ?? 'apps/api/src/main.ts',
  /** More node flags for the API only (space-separated), after API_NODE_FLAGS, so a later value of the same flag wins. */
  apiNodeArgs: (process.env['BENCH_API_NODE_ARGS'] ?? '').split(' ').filter(Boolean),
  /** The API's log level (production logs every request at info). */
  logLevel: process.env['BENCH_LOG_LEVEL'] ?? 'info',
  /** pgbench's hot single-row update, the baseline: clients, threads, seconds. */
  pgbench: { clients: 16, threads: 2, seconds: number('BENCH_PGBENCH_SECONDS', 10) },
  /** SQL run on each scenario's database after its migrations, to measure a schema change before writing it. */
  experimentSql: process.env['BENCH_EXPERIMENT_SQL'] ?? null,
  /** PostgreSQL's CPU as every server process ('server', the default) or the scenario database's backends only ('backends'). */
  databaseCpu: process.env['BENCH_DB_CPU'] === 'backends' ? ('backends' as const) : ('server' as const),
  /** Only these scenarios (comma-separated names), e.g. BENCH_ONLY=hot-postgres. */
  only: process.env['BENCH_ONLY']?.split(',').map((name) => name.trim()) ?? null,
} as const;

export type Scenario = {
  name: string;
  title: string;
  database: 'postgres' | 'pglite';
  streamers: number;
  /**
   * Keep-alive connections, each with one gift in flight. A goal with a p99 is a latency goal, met
   * at 64; a goal without one is a capacity goal, measured with enough senders in flight to fill
   * the cores: at 64 the closed loop waits on its own latency (64 / ~15 ms) and a quarter of the
   * two cores stays idle (bench/README.md, 2026-11-22). BENCH_CONNECTIONS overrides it.
   */
  connections: number;
  goal: { giftsPerSecond: number; p99Ms: number | null };
};

export const connectionsOf = (scenario: Scenario) => BENCH.connections ?? scenario.connections;

export const SCENARIOS: Scenario[] = [
  {
    name: 'hot-postgres',
    title: 'PostgreSQL, 1 hot streamer',
    database: 'postgres',
    streamers: 1,
    connections: 64,
    goal: { giftsPerSecond: 5000, p99Ms: 25 },
  },
  {
    name: 'spread-postgres',
    title: 'PostgreSQL, 1,000 streamers',
    database: 'postgres',
    streamers: 1000,
    connections: 256,
    goal: { giftsPerSecond: 8000, p99Ms: null },
  },
  {
    name: 'hot-pglite',
    title: 'PGlite, 1 hot streamer',
    database: 'pglite',
    streamers: 1,
    connections: 64,
    goal: { giftsPerSecond: 2500, p99Ms: null },
  },
];
