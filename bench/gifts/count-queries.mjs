// Preloaded into the API (node --import) when BENCH_COUNT_QUERIES=1: counts PostgreSQL round trips
// (every pg client.query) by statement and writes them to BENCH_QUERY_COUNT_FILE when the API exits,
// so the benchmark can say how many round trips one gift costs and which ones.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');
const counts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
  const statement = String(text).replace(/\s+/g, ' ').trim().slice(0, 72);
  counts.set(statement, (counts.get(statement) ?? 0) + 1);
  return query.apply(this, args);
};
process.on('exit', () => {
  const file = process.env.BENCH_QUERY_COUNT_FILE;
  if (file) writeFileSync(file, JSON.stringify([...counts.entries()].sort((a, b) => b[1] - a[1])));
});
