import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The preload that counts the API's PostgreSQL round trips (BENCH_COUNT_QUERIES=1). */
export const COUNT_QUERIES = fileURLToPath(new URL('./count-queries.mjs', import.meta.url));

/** Round trips per gift, in all and by statement (the folder's and the chat's included), from what the preload wrote. */
export function summarizeQueries(file: string, gifts: number, top = 16): string {
  const counts = JSON.parse(readFileSync(file, 'utf8')) as Array<[string, number]>;
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  const lines = counts.slice(0, top).map(([statement, count]) => `  ${(count / gifts).toFixed(2).padStart(6)}  ${statement}`);
  return [`PostgreSQL round trips: ${(total / gifts).toFixed(2)} per gift (${total} for ${gifts} gifts, the API's start included)`, ...lines].join('\n');
}
