import type { StormWorld } from './storm-world';

/** One paragraph of what the storm did, for the test's output and for a problem report (the seed reruns it). */
export function stormSummary(world: StormWorld, operations: number, seconds: number, extra: string[] = []): string {
  const { counters, records } = world.client;
  const keys = [...records.values()];
  const outcomes = Object.entries(world.outcomes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(', ');
  return [
    `money storm (STORM_SEED=${world.rng.seed}): ${operations} operations in ${seconds.toFixed(1)} s (${(operations / seconds).toFixed(0)}/s), ${counters.requests} HTTP requests`,
    `  keys ${keys.length}, duplicates sent: ${world.duplicates.concurrent} concurrent, ${world.duplicates.later} after the answer, ${world.duplicates.mismatched} with another body; replayed answers ${counters.replays}`,
    `  network errors ${counters.networkErrors}, 5xx ${counters.serverErrors}, resent after no answer ${counters.retriesAfterFailure} (keys ${keys.filter((key) => key.retriedAfterFailure).length})`,
    `  outcomes: ${outcomes}`,
    ...extra.map((line) => `  ${line}`),
  ].join('\n');
}
