const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

function localPostgresUrl() {
  return 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** bench/admin's knobs (bench/README.md, "bench/admin"). */
export const ADMIN_BENCH = {
  databaseUrl: process.env['DATABASE_URL'] ?? localPostgresUrl(),
  /** Ledger entries seeded (three per gift transaction). */
  entries: numberFrom('BENCH_ENTRIES', 10_000_000),
  members: numberFrom('BENCH_MEMBERS', 1_000_000),
  /** Days of history the rows are spread over, ending now. */
  days: numberFrom('BENCH_DAYS', 365),
  /** Timed runs of each query (after one untimed warm-up). */
  runs: numberFrom('BENCH_RUNS', 10),
  /** Keep the scratch database afterwards (its name is printed). */
  keep: process.env['BENCH_KEEP'] === '1',
  /** Measure a database an earlier run seeded and kept (its name), instead of seeding one; it is kept. */
  reuse: process.env['BENCH_REUSE'] ?? '',
  goalMs: 300,
} as const;
