// Reads at scale: the home channel list, a channel page's profile and the live page's channel detail,
// through the API (production mode, its own process) on PostgreSQL, against a bare Fastify route
// answering the same JSON and pgbench -S, all in the same run.
// Run: node --import tsx bench/reads/run.ts   (bench/README.md, "bench/reads", lists the knobs)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@onair/db';
import { guestCacheMsOf } from '../../apps/api/src/platform/config/config';
import { freePort } from '../../apps/api/src/money-storm/free-port';
import { startApi } from '../gifts/api-server';
import { startCpuMeter } from '../gifts/cpu-meter';
import { createScratchDatabase } from '../gifts/databases';
import { startChildServer } from '../shared/child-server';
import { monotonicMicros, summarizeProfiles, type ProfileWindow } from '../gifts/profile-summary';
import { COUNT_QUERIES, summarizeQueries } from '../gifts/query-summary';
import { leanHttpLoad, type LeanLoadResult } from '../shared/lean-http-load';
import { READS, READ_LIST } from './config';
import { runSelectOnlyPgbench } from './pgbench';
import { seedReadsBench } from './seed';
import { renderCpuTable, renderReadsTable, type ReadRow } from './table';

const work = mkdtempSync(join(tmpdir(), 'bench-reads-'));
const countingQueries = process.env['BENCH_COUNT_QUERIES'] === '1';
const queryCountFile = join(work, 'queries.json');
// BENCH_PROFILE=1: the cached node (which also answers the floor) runs with --cpu-prof; each read's
// measured span is summarized from its profile once the node has stopped.
const profiling = process.env['BENCH_PROFILE'] === '1';
const profileDir = join(work, 'api-cached-profile');
const profileWindows: Array<{ title: string; window: ProfileWindow }> = [];
let requestsSent = 0;
// Other work on the machine shows here; the ratios, measured alongside, are what survive it.
const machine = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`;

/** Warm-up, then exactly READS.requests measured, each connection with one request in flight. */
async function measure(url: string, path: (index: number) => string, cpuOf: { pid: number; databaseUrl: string | null }) {
  const request = (index: number) => ({ method: 'GET', path: path(index), headers: {}, body: '' });
  await leanHttpLoad({ url, connections: READS.connections, amount: READS.warmup, request });
  const meter = await startCpuMeter(cpuOf.pid, cpuOf.databaseUrl);
  const fromMicros = monotonicMicros();
  const load: LeanLoadResult = await leanHttpLoad({ url, connections: READS.connections, amount: READS.requests, request });
  return { load, cpu: meter.stop(), window: { fromMicros, toMicros: monotonicMicros() } };
}

console.log(`machine: ${machine()}`);
console.log(
  `reads benchmark: ${READS.requests} requests per read after ${READS.warmup} to warm up, ${READS.connections} connections, ${READS.channels} channels (${READS.live} live), ${READS.follows} follows`,
);
const pgbench = await runSelectOnlyPgbench();
console.log('tps' in pgbench ? `pgbench -S: ${pgbench.tps.toFixed(0)} tps, ${pgbench.latencyMs} ms average` : `pgbench: ${pgbench.missing}`);

const scratch = await createScratchDatabase('reads');
const rows: ReadRow[] = [];
const problems: string[] = [];
try {
  const handle = await openDatabase({ url: scratch.url, poolSize: 4 });
  await handle.migrate();
  const channels = await seedReadsBench(handle.db);
  await handle.close();

  // Two nodes side by side: one as production runs it (the guest answer cache on, at its default
  // staleness) and one with the cache off, where every read goes to the database.
  // With BENCH_COUNT_QUERIES=1 only the uncached node runs, and its round trips per read are counted.
  const startNode = async (name: string, env: NodeJS.ProcessEnv, profiled = false) =>
    startApi({
      port: await freePort(),
      databaseUrl: scratch.url,
      logFile: join(work, `${name}.log`),
      env: { ...env, ...(countingQueries ? { BENCH_QUERY_COUNT_FILE: queryCountFile } : {}) },
      // Round trips per read, by statement (run one read at a time with BENCH_ONLY to tell them apart).
      ...(countingQueries ? { nodeArgs: ['--import', COUNT_QUERIES] } : {}),
      ...(profiled ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profileDir] } : {}),
    });
  // The production default, named rather than left unset so a GUEST_CACHE_MS in the shell cannot change it.
  const cachedApi = countingQueries ? null : await startNode('api-cached', { GUEST_CACHE_MS: String(guestCacheMsOf({ NODE_ENV: 'production' })) }, profiling);
  const uncachedApi = await startNode('api-uncached', { GUEST_CACHE_MS: '0' });
  try {
    const reads = READ_LIST.filter((read) => !READS.only || READS.only.includes(read.name));
    // The API's own answer to each read, which the bare route then serves: the same JSON, the same size.
    const bodies: Record<string, unknown> = {};
    const sizes: Record<string, number> = {};
    for (const read of reads) {
      const response = await fetch(`${uncachedApi.url}${read.path(0, channels)}`);
      const text = await response.text();
      if (!response.ok) throw new Error(`${read.title}: ${response.status} ${text}`);
      bodies[read.name] = JSON.parse(text);
      sizes[read.name] = Buffer.byteLength(text);
    }
    const bodiesFile = join(work, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const barePort = await freePort();
    const bare = await startChildServer({
      name: 'the bare Fastify route',
      entry: 'bench/reads/bare-server.ts',
      env: { ...process.env, PORT: String(barePort), BARE_BODIES: bodiesFile, NODE_ENV: 'production' },
      healthUrl: `http://127.0.0.1:${barePort}/api/health`,
      logFile: join(work, 'bare.log'),
    });
    const throughApi = async (api: { url: string; pid: number }, read: (typeof reads)[number]) => {
      const measured = await measure(api.url, (index) => read.path(index, channels), { pid: api.pid, databaseUrl: scratch.url });
      requestsSent += READS.warmup + READS.requests + 1;
      return measured;
    };
    try {
      for (const read of reads) {
        // Each read and its bare twin back to back, so the machine's other work falls on both alike.
        type Measured = Awaited<ReturnType<typeof throughApi>>;
        const measured: Array<[ReadRow['mode'], Measured]> = [];
        if (!read.cacheable) measured.push(['floor', await throughApi(cachedApi ?? uncachedApi, read)]);
        else if (cachedApi) measured.push(['cached', await throughApi(cachedApi, read)]);
        if (profiling && cachedApi && measured[0]) profileWindows.push({ title: `${read.title} (${measured[0][0]})`, window: measured[0][1].window });
        const { load: bareLoad, cpu: bareCpu } = await measure(`http://127.0.0.1:${barePort}`, () => `/bare/${read.name}`, {
          pid: bare.pid,
          databaseUrl: null,
        });
        if (read.cacheable) measured.push(['uncached', await throughApi(uncachedApi, read)]);
        for (const [mode, { load, cpu }] of measured) {
          for (const [who, answered] of [[`API, ${mode}`, load], ['bare', bareLoad]] as const)
            if (answered.failed > 0) problems.push(`${read.title} (${who}): not every request answered 2xx: ${JSON.stringify(answered.statusCodes)}`);
          rows.push({ read, mode, bytes: sizes[read.name] ?? 0, api: load, bare: bareLoad, apiCpu: cpu, bareCpu });
          console.log(
            `${read.title} (${mode}): API ${(load.ok / load.seconds).toFixed(0)} req/s p50 ${load.p50.toFixed(1)} p99 ${load.p99.toFixed(1)} ms; bare ${(bareLoad.ok / bareLoad.seconds).toFixed(0)} req/s p99 ${bareLoad.p99.toFixed(1)} ms; ${machine()}`,
          );
        }
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await cachedApi?.stop();
    await uncachedApi.stop();
  }
} catch (error) {
  problems.push((error as Error).stack ?? String(error));
} finally {
  await scratch.drop();
}
for (const { title, window } of profileWindows) console.log(`\n${title}\n${summarizeProfiles(profileDir, window)}`);
if (countingQueries) console.log(summarizeQueries(queryCountFile, requestsSent).replaceAll('gift', 'request'));
console.log(`\n${renderReadsTable(rows, pgbench)}\n\n${renderCpuTable(rows)}\nmachine at the end: ${machine()}`);
for (const problem of problems) console.log(problem);
if (!profiling) rmSync(work, { recursive: true, force: true });
else console.log(`profiles and API logs kept in ${work}`);
process.exit(problems.length === 0 ? 0 : 1);
