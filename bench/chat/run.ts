// N sockets in one room and M lines per second into it: deliveries per second, delivery latency
// and server memory per socket, for a bare socket.io broadcast server (the baseline, measured in
// the same run), our API on one node, and two API nodes joined by Redis.
// Run: npm run bench:chat   (bench/README.md lists the knobs)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../apps/api/src/money-storm/free-port';
import { BENCH_CHAT, type ScenarioName } from './config';
import { summarizeProfiles } from '../gifts/profile-summary';
import { seedChatBench, type ChatBenchDatabase } from './seed';
import { startApiNode, startBareServer, type ServerProcess } from './servers';
import { startSwarm } from './swarm-control';
import type { SwarmTarget } from './swarm-protocol';
import { renderGoals, renderTable, type Row } from './table';

const work = mkdtempSync(join(tmpdir(), 'bench-chat-'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const profiling = process.env['BENCH_PROFILE'] === '1';
const profileDirOf = (name: ScenarioName) => (profiling ? join(work, `${name}-profile`) : undefined);
const machine = () => `${cpus().length} cores, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`;

type Setup = { title: string; servers: ServerProcess[]; room: string; senderTokens: string[] };

async function setUp(name: ScenarioName, database: ChatBenchDatabase | null): Promise<Setup> {
  if (name === 'bare') {
    const server = await startBareServer({ port: await freePort(), logFile: join(work, 'bare.log'), profileDir: profileDirOf('bare') });
    return { title: 'bare socket.io broadcast', servers: [server], room: '1', senderTokens: Array.from({ length: BENCH_CHAT.senders }, () => 'sender') };
  }
  if (!database) throw new Error('no database');
  const nodes = name === 'api' ? 1 : 2;
  const servers: ServerProcess[] = [];
  for (let index = 0; index < nodes; index++)
    servers.push(
      await startApiNode({
        name: `api-${index + 1}`,
        port: await freePort(),
        databaseUrl: database.url,
        redisUrl: name === 'cluster' ? BENCH_CHAT.redisUrl : null,
        logFile: join(work, `${name}-${index + 1}.log`),
        profileDir: profileDirOf(name),
      }),
    );
  return { title: name === 'api' ? 'API, 1 node' : 'API, 2 nodes + Redis', servers, room: database.room, senderTokens: database.senderTokens };
}

/** The room's sockets and senders, split evenly over the servers. */
function targetsOf(setup: Setup): SwarmTarget[] {
  const count = setup.servers.length;
  return setup.servers.map((server, index) => ({
    port: server.port,
    sockets: Math.floor(BENCH_CHAT.sockets / count) + (index < BENCH_CHAT.sockets % count ? 1 : 0),
    senderTokens: setup.senderTokens.filter((_, sender) => sender % count === index),
  }));
}

async function runScenario(name: ScenarioName, database: ChatBenchDatabase | null): Promise<Row> {
  const setup = await setUp(name, database);
  const swarm = startSwarm();
  try {
    await sleep(1000);
    const idle = await Promise.all(setup.servers.map((server) => server.memory()));
    const connected = await swarm.connect({ type: 'connect', room: setup.room, targets: targetsOf(setup), sampleEvery: BENCH_CHAT.sampleEvery, concurrency: BENCH_CHAT.connectConcurrency });
    console.log(`${setup.title}: ${connected.sockets} sockets (${connected.senders} senders) in ${(connected.ms / 1000).toFixed(1)} s${connected.failed ? `, ${connected.failed} failed: ${connected.firstError}` : ''}`);
    // Resident memory after a full collection, before and after the room filled.
    const full = await Promise.all(setup.servers.map((server) => server.memory()));
    const perSocket = (field: 'rss' | 'heapUsed') => full.reduce((sum, usage, index) => sum + usage[field] - (idle[index] as NodeJS.MemoryUsage)[field], 0) / Math.max(1, connected.sockets);
    const bytesPerSocket = perSocket('rss');
    const cpu = () => setup.servers.reduce((sum, server) => sum + server.cpuSeconds(), 0);
    let cpuFrom = 0;
    let cpuTo = 0;
    let machineLoad = 0;
    const windowTimers = [
      setTimeout(() => (cpuFrom = cpu()), BENCH_CHAT.warmupSeconds * 1000),
      setTimeout(() => {
        cpuTo = cpu();
        machineLoad = loadavg()[0] as number;
      }, (BENCH_CHAT.warmupSeconds + BENCH_CHAT.measureSeconds) * 1000),
    ];
    const report = await swarm.load({
      type: 'load',
      room: setup.room,
      rate: BENCH_CHAT.rate,
      warmupMs: BENCH_CHAT.warmupSeconds * 1000,
      measureMs: BENCH_CHAT.measureSeconds * 1000,
      drainMs: BENCH_CHAT.drainSeconds * 1000,
    });
    windowTimers.forEach(clearTimeout);
    const serverCpu = (cpuTo - cpuFrom) / BENCH_CHAT.measureSeconds;
    console.log(
      `${setup.title}: ${report.deliveredPerSecond.toFixed(0)} deliveries/s, p50 ${report.p50} ms, p99 ${report.p99} ms (after storing: ${report.afterStoreP50} / ${report.afterStoreP99} ms), ` +
        `server CPU ${(serverCpu * 100).toFixed(0)} % (${((serverCpu * 1e6) / Math.max(1, report.deliveredPerSecond * report.framesPerLine)).toFixed(1)} µs a packet written), swarm CPU ${(report.swarmCpu * 100).toFixed(0)} % (loop delay p99 ${report.swarmLagP99.toFixed(0)} ms), ` +
        `${(bytesPerSocket / 1024).toFixed(1)} KB/socket (heap ${(perSocket('heapUsed') / 1024).toFixed(1)} KB); sent ${report.sent}, acked ${report.acked}, refused ${report.refused}${report.firstRefusal ? ` (${report.firstRefusal})` : ''}, ` +
        `unanswered ${report.unanswered}, delivered ${(report.deliveredShare * 100).toFixed(2)} %, out of order ${report.outOfOrder}`,
    );
    return { title: setup.title, sockets: connected.sockets, load: report, serverCpu, bytesPerSocket, heapPerSocket: perSocket('heapUsed'), machineLoad };
  } finally {
    await swarm.stop();
    await Promise.all(setup.servers.map((server) => server.stop()));
  }
}

const names: ScenarioName[] = (['bare', 'api', 'cluster'] as const).filter((name) => !BENCH_CHAT.only || BENCH_CHAT.only.includes(name));
console.log(`machine: ${machine()}`);
console.log(
  `chat benchmark: ${BENCH_CHAT.sockets} sockets in one room, ${BENCH_CHAT.rate} lines/s from ${BENCH_CHAT.senders} senders, ` +
    `${BENCH_CHAT.warmupSeconds} s warm-up, ${BENCH_CHAT.measureSeconds} s measured, 1 socket in ${BENCH_CHAT.sampleEvery} timing each line`,
);
const database = names.some((name) => name !== 'bare') ? await seedChatBench(BENCH_CHAT.senders) : null;
const rows: Row[] = [];
let failed = false;
try {
  for (const name of names) {
    try {
      rows.push(await runScenario(name, database));
    } catch (error) {
      failed = true;
      console.log(`${name}: failed: ${(error as Error).stack ?? String(error)}; logs in ${work}`);
    }
  }
} finally {
  await database?.drop();
}
console.log(`\n${renderTable(rows, BENCH_CHAT.rate)}\n\n${renderGoals(rows, BENCH_CHAT.rate)}\nmachine at the end: ${machine()}`);
if (profiling) for (const name of names) console.log(`\n${name}: ${summarizeProfiles(profileDirOf(name) as string)}`);
if (profiling) console.log(`profiles kept in ${work}`);
else if (!failed) rmSync(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
