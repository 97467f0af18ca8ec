// `npm run start:cluster`: two API and chat nodes on this machine behind a round-robin front, sharing
// PostgreSQL and Redis (PGlite is one process's database, so a cluster needs PostgreSQL).
import pg from 'pg';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { startProcess, stopAll, waitForUrl } from './processes.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const brand = process.env.BRAND ?? 'onair';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/onair_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const FRONT_PORT = 3000;
const NODE_PORTS = [3001, 3002];

await createDatabaseIfMissing(databaseUrl);
const processes = [];
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stopAll(processes);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // One node at a time: the first migrates and seeds, the second finds it done.
  for (const [index, port] of NODE_PORTS.entries()) {
    const name = `api-${String.fromCharCode(97 + index)}`;
    const node = startProcess(name, process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', 'apps/api/src/main.ts'], {
      env: { PORT: String(port), BRAND: brand, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, DEMO_SEED: '1', LOG_LEVEL: 'warn' },
    });
    processes.push(node);
    watch(node);
    await waitForUrl(`http://localhost:${port}/api/health`, { process: node });
  }
  await startRoundRobinProxy({ port: FRONT_PORT, targets: NODE_PORTS.map((port) => ({ host: '127.0.0.1', port })) });
  const web = startProcess(
    `web-${brand}`,
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--configLoader', 'runner', '-c', `apps/web-${brand}/vite.config.ts`],
    { env: { WEB_PORT: '4200', API_URL: `http://localhost:${FRONT_PORT}` }, quiet: true },
  );
  processes.push(
    web,
    // The media app asks the front, so either node may check a key and take the heartbeat.
    startProcess('media', process.execPath, ['--import', 'tsx', 'apps/media/src/main.ts'], {
      env: { MEDIA_API_URL: `http://127.0.0.1:${FRONT_PORT}`, MEDIA_DATA_DIR: '.data/cluster-media' },
    }),
    startProcess('sandbox', process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts']),
  );
  processes.slice(-3).forEach(watch);
  await waitForUrl('http://localhost:4200/', { process: web });
} catch (error) {
  console.error(error.message);
  await stop(1);
}

console.log(
  [
    '',
    `  Web (${brand})  http://localhost:4200`,
    `  API front     http://localhost:${FRONT_PORT}   (round robin over ${NODE_PORTS.map((port) => `:${port}`).join(' and ')})`,
    `  Database      ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`,
    `  Redis         ${redisUrl}   (chat rooms shared by both nodes)`,
    '',
    '  Stop one node (kill the api-a or api-b process) and the chat carries on through the other.',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);

function watch({ name, child }) {
  child.once('exit', (code) => {
    if (!stopping) console.error(`${name} stopped (exit ${code}).`);
  });
}

async function createDatabaseIfMissing(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    console.error(`PostgreSQL does not answer at ${admin.host} (${error.message}). start:cluster needs PostgreSQL and Redis.`);
    process.exit(1);
  }
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  await client.end();
}
