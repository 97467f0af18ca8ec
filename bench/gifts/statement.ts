// The gift statement alone, without HTTP: the batch function as sets (onair_send_gifts) and gift by
// gift (onair_send_gifts_in_turn, which it falls back to) called with batches of the same shape, in
// turns, on one scratch database, first from one connection (its backend's CPU time), then from four
// at once with pgbench (all server processes' CPU time, contention included). CPU time from /proc, so
// the server must run on this machine, rather than a rate, because on a shared two-core machine a rate
// follows whatever else runs. It is PostgreSQL's own cost per gift, which the end-to-end run (run.ts)
// mixes with the API's and the load generator's.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '@onair/db';
import { processCpuMs, userProcessesCpuMs } from '../shared/proc-stat';
import { createScratchDatabase } from './databases';
import { seedGiftBench } from './seed';

const calls = Number(process.env['BENCH_STATEMENT_CALLS'] ?? 300);
const rounds = Number(process.env['BENCH_STATEMENT_ROUNDS'] ?? 3);
const VIEWERS = 2000;
const BATCHES = (process.env["BENCH_STATEMENT_BATCHES"] ?? "1,4,16,64").split(",").map(Number);
type Call = Record<string, (orders: string) => string>;
/** The two paths of onair_send_gifts, called with the batch. */
const PATHS: Call = {
  'gift by gift (onair_send_gifts_in_turn)': (orders) => `SELECT count(*) FROM onair_send_gifts_in_turn(${orders})`,
  'as sets (onair_send_gifts, set from 1)': (orders) => `SELECT count(*) FROM onair_send_gifts(${orders}, 1)`,
};
/** What each one-connection measure calls: two baselines for a statement's fixed cost, then the paths. */
const CALLS: Call = {
  'orders only (no function)': (orders) => `SELECT jsonb_array_length(${orders})`,
  'orders + a one-row insert': (orders) => `INSERT INTO bench_commit (n) SELECT jsonb_array_length(${orders})`,
  ...PATHS,
};

/** Batches sent by several connections at once (pgbench), as the API sends them under load. */
function concurrentCpuPerGift(
  url: string,
  serverPid: number,
  call: string,
  batch: number,
  clients: number,
  seconds: number,
) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-statement-'));
  try {
    const file = join(dir, 'call.sql');
    writeFileSync(file, `${call};\n`);
    const uid = statSync(`/proc/${serverPid}`).uid;
    const before = userProcessesCpuMs(uid);
    const output = execFileSync(
      'pgbench',
      ['-n', '-c', String(clients), '-j', '1', '-T', String(seconds), '-f', file, url],
      { encoding: 'utf8' },
    );
    // The ended backends are reaped (and counted) by the postmaster a moment after pgbench is done.
    execFileSync('sleep', ['0.5']);
    const spent = userProcessesCpuMs(uid) - before;
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1]);
    return { cpuUsPerGift: (spent * 1000) / (transactions * batch), giftsPerSecond: (transactions * batch) / seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One batch of gifts from random viewers into the one channel, under fresh keys. */
const ordersOf = (batch: number, firstViewer: number, channelId: number) => `(
  SELECT jsonb_agg(jsonb_build_object(
    'ord', g, 'member_id', ${firstViewer} + floor(random() * ${VIEWERS})::integer, 'key', md5(random()::text || clock_timestamp()::text),
    'operation', 'luvGift', 'request_hash', 'h', 'brand', 'onair', 'channel_id', ${channelId},
    'item_code', 100, 'amount', 10, 'fee', 2, 'message', NULL))
  FROM generate_series(0, ${batch - 1}) g)`;

async function main() {
  const scratch = await createScratchDatabase('statement');
  try {
    const handle = await openDatabase({ url: scratch.url, poolSize: 2 });
    await handle.migrate();
    if (process.env['BENCH_STATEMENT_EXPERIMENT']) await scratch.sql(process.env['BENCH_STATEMENT_EXPERIMENT']);
    const seeded = await seedGiftBench(handle.db, VIEWERS, 1);
    await handle.close();
    const firstViewer = Math.min(...seeded.viewerIds);
    const channelId = seeded.channels[0] as number;
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query('create table bench_commit (n integer)');
    const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
    console.log(
      `machine: load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; ${calls} calls a measure`,
    );
    console.log('| gifts a statement | call | backend CPU µs per gift, each round | wall µs per gift (median round) |');
    console.log('|---|---|---|---|');
    for (const batch of BATCHES) {
      const measured = new Map<string, { cpu: number[]; wall: number[] }>(
        Object.keys(CALLS).map((name) => [name, { cpu: [], wall: [] }]),
      );
      for (let round = 0; round <= rounds; round++) {
        for (const [fn, call] of Object.entries(CALLS)) {
          const text = call(ordersOf(batch, firstViewer, channelId));
          const cpuBefore = processCpuMs(pid);
          const wallBefore = performance.now();
          for (let call = 0; call < calls; call++) await client.query(text);
          // Round 0 warms the plans and caches and is not counted.
          if (round === 0) continue;
          const gifts = calls * batch;
          measured.get(fn)?.cpu.push(((processCpuMs(pid) - cpuBefore) * 1000) / gifts);
          measured.get(fn)?.wall.push(((performance.now() - wallBefore) * 1000) / gifts);
        }
      }
      for (const [fn, { cpu, wall }] of measured) {
        const median = [...wall].sort((a, b) => a - b)[Math.floor(wall.length / 2)] ?? 0;
        console.log(`| ${batch} | ${fn} | ${cpu.map((n) => n.toFixed(0)).join(' / ')} | ${median.toFixed(0)} |`);
      }
    }
    if (spawnSync('pgbench', ['--version'], { stdio: 'ignore' }).status === 0) {
      const concurrent = { batch: 16, clients: 4, seconds: 6 };
      console.log(
        `\n${concurrent.clients} connections at once (pgbench, ${concurrent.seconds} s each), ${concurrent.batch} gifts a statement, all server processes' CPU:`,
      );
      console.log('| call | server CPU µs per gift, each round | gifts/s, each round |');
      console.log('|---|---|---|');
      for (const [name, call] of Object.entries(PATHS)) {
        const runs = Array.from({ length: rounds }, () =>
          concurrentCpuPerGift(
            scratch.url,
            pid,
            call(ordersOf(concurrent.batch, firstViewer, channelId)),
            concurrent.batch,
            concurrent.clients,
            concurrent.seconds,
          ),
        );
        console.log(
          `| ${name} | ${runs.map((run) => run.cpuUsPerGift.toFixed(0)).join(' / ')} | ${runs.map((run) => Math.round(run.giftsPerSecond)).join(' / ')} |`,
        );
      }
    }
    await client.end();
    console.log(
      `machine at the end: load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await scratch.drop();
  }
}

await main();
